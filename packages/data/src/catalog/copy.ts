import type { ArtworkKind } from './commerce.js';

/** An English sentence and its French translation. */
export type Line = readonly [en: string, fr: string];

export type KindCopy = {
  /** One-line pitches for the short description. */
  pitches: readonly Line[];
  /** Sentences the long description is assembled from. */
  details: readonly Line[];
  /** Bullet points for the features accordion. */
  features: readonly Line[];
  keywords: Line;
};

/**
 * What each kind is made of, for the fabric accordion: a product takes one of its kind's
 * compositions, one line per part. Bottles have none (steel is no fabric): the accordion stays out.
 */
export const FABRICS: Partial<Record<ArtworkKind, readonly (readonly Line[])[]>> = {
  jacket: [
    [
      ['Shell: 100% recycled nylon with a PFC-free water-repellent finish', 'Tissu extérieur : 100 % nylon recyclé, avec apprêt déperlant sans PFC'],
      ['Lining: 100% polyester', 'Doublure : 100 % polyester'],
    ],
    [
      ['Shell: 100% polyester ripstop', 'Tissu extérieur : 100 % polyester indéchirable'],
      ['Insulation: 100% recycled polyester', 'Isolant : 100 % polyester recyclé'],
      ['Lining: 100% nylon', 'Doublure : 100 % nylon'],
    ],
  ],
  fleece: [
    [['100% recycled polyester fleece', 'Molleton 100 % polyester recyclé']],
    [
      ['Body: 100% polyester high-pile fleece', 'Corps : molleton à poils longs 100 % polyester'],
      ['Side panels: 88% polyester, 12% elastane', 'Panneaux latéraux : 88 % polyester, 12 % élasthanne'],
    ],
  ],
  pants: [
    [['90% nylon, 10% elastane', '90 % nylon, 10 % élasthanne']],
    [['65% recycled polyester, 35% cotton', '65 % polyester recyclé, 35 % coton']],
  ],
  shirt: [
    [['100% organic cotton', '100 % coton biologique']],
    [['87% recycled polyester, 13% elastane', '87 % polyester recyclé, 13 % élasthanne']],
  ],
  'base-layer': [
    [['100% merino wool', '100 % laine mérinos']],
    [['52% merino wool, 48% polyester', '52 % laine mérinos, 48 % polyester']],
  ],
  dress: [
    [['60% organic cotton, 40% recycled polyester', '60 % coton biologique, 40 % polyester recyclé']],
    [['92% nylon, 8% elastane', '92 % nylon, 8 % élasthanne']],
  ],
  boot: [
    [
      ['Upper: full-grain leather', 'Tige : cuir pleine fleur'],
      ['Lining: waterproof, breathable membrane', 'Doublure : membrane imperméable et respirante'],
      ['Outsole: rubber', 'Semelle extérieure : caoutchouc'],
    ],
    [
      ['Upper: suede and recycled polyester mesh', 'Tige : suède et filet de polyester recyclé'],
      ['Outsole: rubber', 'Semelle extérieure : caoutchouc'],
    ],
  ],
  shoe: [
    [
      ['Upper: recycled polyester mesh', 'Tige : filet de polyester recyclé'],
      ['Midsole: EVA foam', 'Semelle intermédiaire : mousse EVA'],
      ['Outsole: rubber', 'Semelle extérieure : caoutchouc'],
    ],
  ],
  sandal: [
    [
      ['Straps: recycled polyester webbing', 'Sangles : sangle de polyester recyclé'],
      ['Footbed and outsole: rubber', 'Semelle intérieure et extérieure : caoutchouc'],
    ],
  ],
  hat: [
    [['100% merino wool', '100 % laine mérinos']],
    [['100% recycled nylon', '100 % nylon recyclé']],
  ],
  pack: [
    [
      ['Body: 420D recycled nylon', 'Corps : nylon recyclé 420D'],
      ['Lining: 210D polyester', 'Doublure : polyester 210D'],
    ],
  ],
  gloves: [
    [
      ['Shell: 100% nylon', 'Tissu extérieur : 100 % nylon'],
      ['Palm: goat leather', 'Paume : cuir de chèvre'],
      ['Insulation: 100% polyester', 'Isolant : 100 % polyester'],
    ],
  ],
  socks: [
    [['62% merino wool, 35% nylon, 3% elastane', '62 % laine mérinos, 35 % nylon, 3 % élasthanne']],
  ],
};

/** Closing sentences shared by every kind. */
export const CLOSINGS: readonly Line[] = [
  ['Backed by the Ridgeline lifetime repair promise.', 'Couvert par la garantie de réparation à vie de Ridgeline.'],
  ['Designed in our mountain studio and tested on real trails.', 'Conçu dans notre atelier en montagne et testé sur de vrais sentiers.'],
  ['Made with responsibly sourced materials wherever possible.', 'Fabriqué avec des matériaux d’origine responsable autant que possible.'],
  ['Machine wash cold and hang to dry to keep it performing for years.', 'Lavez à l’eau froide et suspendez pour sécher afin de préserver ses performances pendant des années.'],
];

export const COPY: Record<ArtworkKind, KindCopy> = {
  jacket: {
    pitches: [
      ['Built for changing mountain weather.', 'Conçue pour la météo changeante en montagne.'],
      ['Warmth and protection without the bulk.', 'De la chaleur et de la protection, sans le volume.'],
      ['Your shield against wind, rain and snow.', 'Votre rempart contre le vent, la pluie et la neige.'],
    ],
    details: [
      ['A fully taped shell keeps storms out while underarm vents release heat on the climb.', 'Une coquille entièrement scellée garde les tempêtes à l’extérieur, tandis que les aérations sous les bras évacuent la chaleur en montée.'],
      ['Synthetic insulation stays warm even when damp, so you can keep moving.', 'L’isolant synthétique reste chaud même humide : vous continuez d’avancer.'],
      ['An adjustable hood fits over a helmet and cinches down in gusty wind.', 'Le capuchon ajustable passe par-dessus un casque et se resserre par grand vent.'],
      ['It packs into its own pocket for the approach.', 'Il se range dans sa propre poche pour la marche d’approche.'],
    ],
    features: [
      ['Waterproof, breathable shell', 'Coquille imperméable et respirante'],
      ['Adjustable storm hood', 'Capuchon tempête ajustable'],
      ['Two zippered hand pockets', 'Deux poches pour les mains à glissière'],
      ['Underarm ventilation zips', 'Glissières d’aération sous les bras'],
      ['Adjustable cuffs and hem', 'Poignets et ourlet ajustables'],
      ['Internal media pocket', 'Poche intérieure pour appareils'],
      ['Packs into its own pocket', 'Se range dans sa propre poche'],
    ],
    keywords: ['jacket, outerwear, rain, insulated, winter', 'veste, manteau, pluie, isolé, hiver'],
  },
  fleece: {
    pitches: [
      ['Soft, warm and ready for cool evenings at camp.', 'Doux, chaud et prêt pour les soirées fraîches au camp.'],
      ['The mid layer you will reach for every day.', 'La couche intermédiaire que vous porterez tous les jours.'],
      ['Cosy warmth that breathes on the move.', 'Une chaleur douillette qui respire en mouvement.'],
    ],
    details: [
      ['Brushed fleece traps heat and dries quickly after a sweaty climb.', 'Le molleton brossé retient la chaleur et sèche vite après une montée intense.'],
      ['Made from recycled polyester, it wears well under a shell or on its own.', 'Fait de polyester recyclé, il se porte aussi bien sous une coquille que seul.'],
      ['Stretch panels at the sides keep it from riding up when you reach.', 'Des panneaux extensibles sur les côtés l’empêchent de remonter quand vous tendez les bras.'],
    ],
    features: [
      ['Brushed interior for warmth', 'Intérieur brossé pour la chaleur'],
      ['Zippered hand pockets', 'Poches pour les mains à glissière'],
      ['Stretch-bound cuffs', 'Poignets bordés extensibles'],
      ['Recycled polyester fleece', 'Molleton en polyester recyclé'],
      ['Chin guard at the collar', 'Protège-menton au col'],
      ['Layers under a shell', 'Se porte sous une coquille'],
    ],
    keywords: ['fleece, mid layer, warm, pullover', 'polaire, couche intermédiaire, chaud, chandail'],
  },
  pants: {
    pitches: [
      ['Tough pants that move with you on the trail.', 'Un pantalon robuste qui bouge avec vous sur le sentier.'],
      ['From trailhead to town without a change.', 'Du départ du sentier jusqu’en ville sans vous changer.'],
      ['Light, quick-drying and made for long days out.', 'Léger, à séchage rapide et fait pour les longues journées dehors.'],
    ],
    details: [
      ['Four-way stretch fabric and a gusseted crotch give freedom on big steps.', 'Le tissu extensible dans les quatre sens et l’entrejambe à soufflet donnent toute liberté dans les grands pas.'],
      ['A water-repellent finish sheds light rain and trail splashes.', 'Un fini déperlant repousse la pluie légère et les éclaboussures.'],
      ['Zippered pockets keep your phone and keys secure.', 'Les poches à glissière gardent votre téléphone et vos clés en sécurité.'],
    ],
    features: [
      ['Four-way stretch fabric', 'Tissu extensible dans les quatre sens'],
      ['Gusseted crotch', 'Entrejambe à soufflet'],
      ['Zippered thigh pocket', 'Poche à glissière sur la cuisse'],
      ['Water-repellent finish', 'Fini déperlant'],
      ['Adjustable hems', 'Ourlets ajustables'],
      ['Integrated belt', 'Ceinture intégrée'],
    ],
    keywords: ['pants, hiking pants, shorts, trail', 'pantalon, pantalon de randonnée, short, sentier'],
  },
  shirt: {
    pitches: [
      ['An easy-wearing shirt for sunny trails.', 'Un haut confortable pour les sentiers ensoleillés.'],
      ['Cool, dry and comfortable all day.', 'Frais, sec et confortable toute la journée.'],
      ['Made for travel, hikes and everything between.', 'Fait pour le voyage, la randonnée et tout le reste.'],
    ],
    details: [
      ['The fabric wicks sweat and dries quickly in the sun.', 'Le tissu évacue la transpiration et sèche rapidement au soleil.'],
      ['Built-in sun protection blocks harmful UV rays.', 'La protection solaire intégrée bloque les rayons UV nocifs.'],
      ['A relaxed fit layers easily under a fleece.', 'La coupe décontractée se porte facilement sous une polaire.'],
    ],
    features: [
      ['Moisture-wicking fabric', 'Tissu qui évacue l’humidité'],
      ['UPF sun protection', 'Protection solaire FPU'],
      ['Relaxed fit', 'Coupe décontractée'],
      ['Odour-resistant treatment', 'Traitement anti-odeurs'],
      ['Flatlock seams reduce chafing', 'Coutures plates contre le frottement'],
      ['Chest pocket', 'Poche poitrine'],
    ],
    keywords: ['shirt, tee, top, sun shirt', 'chemise, t-shirt, haut, chemise anti-UV'],
  },
  'base-layer': {
    pitches: [
      ['Next-to-skin warmth for cold days.', 'Une chaleur près du corps pour les journées froides.'],
      ['The foundation of every layering system.', 'La base de tout système multicouche.'],
      ['Warm when it is cold, cool when you work hard.', 'Chaud quand il fait froid, frais quand vous forcez.'],
    ],
    details: [
      ['Merino wool regulates temperature and resists odour on multi-day trips.', 'La laine mérinos régule la température et résiste aux odeurs lors des longues sorties.'],
      ['A close, stretchy fit moves moisture away from the skin.', 'Une coupe ajustée et extensible éloigne l’humidité de la peau.'],
      ['Flat seams sit comfortably under a pack.', 'Les coutures plates restent confortables sous un sac à dos.'],
    ],
    features: [
      ['Merino wool blend', 'Mélange de laine mérinos'],
      ['Flatlock seams', 'Coutures plates'],
      ['Naturally odour-resistant', 'Naturellement anti-odeurs'],
      ['Close, stretchy fit', 'Coupe ajustée et extensible'],
      ['Thumb loops', 'Passe-pouces'],
    ],
    keywords: ['base layer, thermal, merino, underwear', 'couche de base, thermique, mérinos, sous-vêtement'],
  },
  dress: {
    pitches: [
      ['Effortless style for warm days outside.', 'Un style sans effort pour les journées chaudes.'],
      ['Packs small, wrinkle-free, ready for the trip.', 'Se range petit, ne se froisse pas, prêt pour le voyage.'],
      ['Comfort that keeps up on the trail.', 'Un confort qui suit le rythme sur le sentier.'],
    ],
    details: [
      ['Soft stretch knit moves with you from the trail to the patio.', 'Le tricot doux et extensible vous suit du sentier à la terrasse.'],
      ['The fabric dries fast and resists wrinkles in your pack.', 'Le tissu sèche vite et ne se froisse pas dans votre sac.'],
      ['Hidden pockets hold the essentials.', 'Des poches discrètes gardent l’essentiel.'],
    ],
    features: [
      ['Stretch knit fabric', 'Tricot extensible'],
      ['Wrinkle-resistant', 'Infroissable'],
      ['Hidden side pockets', 'Poches latérales discrètes'],
      ['UPF sun protection', 'Protection solaire FPU'],
      ['Quick-drying', 'Séchage rapide'],
    ],
    keywords: ['dress, skirt, skort, travel', 'robe, jupe, jupe-short, voyage'],
  },
  boot: {
    pitches: [
      ['Sure footing on rough and rocky trails.', 'Une prise sûre sur les sentiers rocailleux.'],
      ['Support for long days under a heavy pack.', 'Du soutien pour les longues journées avec un sac chargé.'],
      ['Warm, dry feet through the whole winter.', 'Des pieds au chaud et au sec tout l’hiver.'],
    ],
    details: [
      ['A waterproof membrane keeps feet dry through streams and slush.', 'Une membrane imperméable garde les pieds au sec dans les ruisseaux et la gadoue.'],
      ['The lugged rubber outsole grips on wet rock and loose dirt.', 'La semelle extérieure à crampons adhère sur le roc mouillé et la terre meuble.'],
      ['A cushioned midsole absorbs shock on long descents.', 'La semelle intermédiaire coussinée absorbe les chocs dans les longues descentes.'],
    ],
    features: [
      ['Waterproof membrane', 'Membrane imperméable'],
      ['Lugged rubber outsole', 'Semelle extérieure à crampons'],
      ['Cushioned midsole', 'Semelle intermédiaire coussinée'],
      ['Protective toe cap', 'Embout de protection'],
      ['Padded collar and tongue', 'Col et languette rembourrés'],
      ['Removable footbed', 'Semelle intérieure amovible'],
    ],
    keywords: ['boots, hiking boots, winter boots, waterproof', 'bottes, bottes de randonnée, bottes d’hiver, imperméable'],
  },
  shoe: {
    pitches: [
      ['Light and fast on every kind of trail.', 'Légère et rapide sur tous les sentiers.'],
      ['Grip and comfort from the first kilometre.', 'Adhérence et confort dès le premier kilomètre.'],
      ['Ready for rocky climbs and muddy descents.', 'Prête pour les montées rocheuses et les descentes boueuses.'],
    ],
    details: [
      ['A breathable mesh upper keeps feet cool on hot days.', 'La tige en filet respirant garde les pieds au frais par temps chaud.'],
      ['The sticky rubber outsole bites into wet rock and roots.', 'La semelle en caoutchouc adhérent mord le roc mouillé et les racines.'],
      ['A rock plate protects from sharp stones without losing feel.', 'Une plaque anti-roches protège des pierres pointues sans perdre la sensation du sol.'],
    ],
    features: [
      ['Breathable mesh upper', 'Tige en filet respirant'],
      ['Sticky rubber outsole', 'Semelle en caoutchouc adhérent'],
      ['Protective rock plate', 'Plaque anti-roches'],
      ['Cushioned midsole', 'Semelle intermédiaire coussinée'],
      ['Gusseted tongue keeps debris out', 'Languette à soufflet contre les débris'],
    ],
    keywords: ['shoes, trail running, hiking shoes, trail', 'chaussures, course en sentier, randonnée, sentier'],
  },
  sandal: {
    pitches: [
      ['Summer adventures, from river to patio.', 'Les aventures d’été, de la rivière à la terrasse.'],
      ['Water-ready comfort for every day.', 'Un confort prêt pour l’eau, tous les jours.'],
      ['Secure straps and all-day cushioning.', 'Des brides sûres et un amorti toute la journée.'],
    ],
    details: [
      ['Quick-drying straps adjust for a secure fit in the water.', 'Les brides à séchage rapide s’ajustent pour un maintien sûr dans l’eau.'],
      ['A contoured footbed supports the arch on long walks.', 'La semelle intérieure galbée soutient la voûte plantaire sur de longues marches.'],
      ['The siped outsole grips on wet surfaces.', 'La semelle lamellée adhère sur les surfaces mouillées.'],
    ],
    features: [
      ['Adjustable quick-dry straps', 'Brides ajustables à séchage rapide'],
      ['Contoured footbed', 'Semelle intérieure galbée'],
      ['Wet-grip outsole', 'Semelle adhérente sur surface mouillée'],
      ['Lightweight cushioning', 'Amorti léger'],
    ],
    keywords: ['sandals, water shoes, summer', 'sandales, chaussures aquatiques, été'],
  },
  hat: {
    pitches: [
      ['Sun and weather protection for your head.', 'Une protection contre le soleil et les intempéries.'],
      ['The finishing touch for every outing.', 'La touche finale de chaque sortie.'],
      ['Packs flat and pops back into shape.', 'Se range à plat et reprend sa forme.'],
    ],
    details: [
      ['A sweat-wicking band keeps you comfortable on hot climbs.', 'Un bandeau qui évacue la transpiration assure le confort dans les montées chaudes.'],
      ['It crushes into a pocket and springs back into shape.', 'Il se glisse dans une poche et reprend sa forme.'],
    ],
    features: [
      ['Sweat-wicking band', 'Bandeau qui évacue la transpiration'],
      ['Adjustable fit', 'Ajustement réglable'],
      ['Packable', 'Compressible'],
      ['UPF sun protection', 'Protection solaire FPU'],
    ],
    keywords: ['hat, cap, beanie, sun hat', 'chapeau, casquette, tuque, chapeau de soleil'],
  },
  pack: {
    pitches: [
      ['Carry everything you need for the day.', 'Transportez tout ce qu’il vous faut pour la journée.'],
      ['Organised, comfortable and ready to go.', 'Organisé, confortable et prêt à partir.'],
      ['From the commute to the summit.', 'Du trajet quotidien jusqu’au sommet.'],
    ],
    details: [
      ['A ventilated back panel keeps air moving on warm climbs.', 'Un panneau dorsal ventilé fait circuler l’air dans les montées chaudes.'],
      ['Padded shoulder straps and a sternum strap spread the load.', 'Les bretelles rembourrées et la sangle de poitrine répartissent la charge.'],
      ['A hydration sleeve and side pockets keep water within reach.', 'Une pochette d’hydratation et des poches latérales gardent l’eau à portée de main.'],
    ],
    features: [
      ['Ventilated back panel', 'Panneau dorsal ventilé'],
      ['Padded shoulder straps', 'Bretelles rembourrées'],
      ['Hydration sleeve', 'Pochette d’hydratation'],
      ['Stretch side pockets', 'Poches latérales extensibles'],
      ['Water-repellent fabric', 'Tissu déperlant'],
      ['Padded laptop sleeve', 'Compartiment rembourré pour ordinateur'],
    ],
    keywords: ['pack, backpack, daypack, bag', 'sac, sac à dos, sac de jour'],
  },
  gloves: {
    pitches: [
      ['Warm hands on the coldest days.', 'Des mains au chaud par les jours les plus froids.'],
      ['Dexterity and warmth in one.', 'Dextérité et chaleur réunies.'],
      ['Built for snow, wind and cold rock.', 'Conçus pour la neige, le vent et le roc froid.'],
    ],
    details: [
      ['Insulation traps heat while a waterproof insert keeps snow out.', 'L’isolant retient la chaleur tandis qu’une membrane imperméable bloque la neige.'],
      ['Touchscreen-ready fingertips let you use your phone without taking them off.', 'Le bout des doigts compatible avec les écrans tactiles vous permet d’utiliser votre téléphone sans les retirer.'],
    ],
    features: [
      ['Waterproof insert', 'Membrane imperméable'],
      ['Touchscreen-compatible fingertips', 'Bout des doigts pour écran tactile'],
      ['Synthetic insulation', 'Isolant synthétique'],
      ['Adjustable wrist closure', 'Fermeture ajustable au poignet'],
    ],
    keywords: ['gloves, mittens, winter, warm', 'gants, mitaines, hiver, chaud'],
  },
  socks: {
    pitches: [
      ['Blister-free miles, one step at a time.', 'Des kilomètres sans ampoules, un pas à la fois.'],
      ['Cushioned comfort for every boot.', 'Un confort coussiné pour toutes vos bottes.'],
      ['Warm, dry and fresh all day.', 'Chaudes, sèches et fraîches toute la journée.'],
    ],
    details: [
      ['Merino wool keeps feet warm and dry and resists odour.', 'La laine mérinos garde les pieds au chaud et au sec et résiste aux odeurs.'],
      ['Targeted cushioning protects the heel and the ball of the foot.', 'Un coussinage ciblé protège le talon et l’avant-pied.'],
      ['A seamless toe prevents rubbing inside your boots.', 'La pointe sans couture évite le frottement dans vos bottes.'],
    ],
    features: [
      ['Merino wool blend', 'Mélange de laine mérinos'],
      ['Cushioned heel and toe', 'Talon et pointe coussinés'],
      ['Seamless toe', 'Pointe sans couture'],
      ['Arch support', 'Soutien de la voûte plantaire'],
    ],
    keywords: ['socks, hiking socks, merino, wool', 'chaussettes, randonnée, mérinos, laine'],
  },
  bottle: {
    pitches: [
      ['Cold water all day, hot coffee all morning.', 'De l’eau froide toute la journée, du café chaud toute la matinée.'],
      ['Leakproof hydration for every adventure.', 'Une hydratation étanche pour chaque aventure.'],
      ['Tough enough for the trail, nice enough for the desk.', 'Assez robuste pour le sentier, assez beau pour le bureau.'],
    ],
    details: [
      ['Double-wall vacuum insulation keeps drinks cold for 24 hours.', 'L’isolation sous vide à double paroi garde les boissons froides pendant 24 heures.'],
      ['A leakproof lid rides safely in your pack.', 'Le couvercle étanche voyage en toute sécurité dans votre sac.'],
      ['Made without BPA and easy to clean.', 'Sans BPA et facile à nettoyer.'],
    ],
    features: [
      ['Double-wall vacuum insulation', 'Isolation sous vide à double paroi'],
      ['Leakproof lid', 'Couvercle étanche'],
      ['BPA-free', 'Sans BPA'],
      ['Dishwasher-safe lid', 'Couvercle lavable au lave-vaisselle'],
    ],
    keywords: ['bottle, water bottle, mug, drinkware', 'gourde, bouteille, tasse'],
  },
};

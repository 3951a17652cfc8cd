import type { ContentAssetInput } from '../load/commerce.js';

/** The shop's customer-service pages (the checkout footer's links and legacy URLs lead here). */
export const SERVICE_PAGES: readonly ContentAssetInput[] = [
  {
    id: 'shipping',
    kind: 'page',
    name: { en: 'Shipping', fr: 'Livraison' },
    description: {
      en: 'Where we ship, our Standard and Express methods, what they cost, free shipping and how taxes are calculated.',
      fr: 'Où nous livrons, nos modes de livraison standard et express, leurs frais, la livraison gratuite et le calcul des taxes.',
    },
    body: {
      en:
        '<p>We ship Ridgeline orders to addresses in the United States and Canada: all 50 states and the District of Columbia, and every Canadian province and territory. We can’t deliver to other countries yet.</p>' +
        '<h2>Shipping methods and costs</h2>' +
        '<p>You choose your shipping method at checkout. Prices on our US site are in US dollars; on our Canadian site, in English or in French, they are in Canadian dollars.</p>' +
        '<ul>' +
        '<li><strong>Standard</strong>, 3–7 business days: $8.95 USD or $10.95 CAD</li>' +
        '<li><strong>Express</strong>, 1–2 business days: $19.95 USD or $24.95 CAD</li>' +
        '</ul>' +
        '<p>Delivery times are counted in business days and are estimates.</p>' +
        '<h2>Free shipping</h2>' +
        '<ul>' +
        '<li>Standard shipping is free on orders of $99 USD or more, or $129 CAD or more. The amount that counts is your merchandise after discounts, before tax.</li>' +
        '<li>Ridgeline Rewards members get free Standard shipping on every order, whatever its size. Joining is free.</li>' +
        '</ul>' +
        '<p>Express shipping is never free: you pay its full price for the faster delivery, even when your order qualifies for free Standard shipping.</p>' +
        '<h2>Taxes</h2>' +
        '<p>Taxes are calculated from your shipping address and shown at checkout as soon as you have entered it.</p>' +
        '<ul>' +
        '<li><strong>United States:</strong> state and local sales tax where it applies. Some states also tax shipping charges.</li>' +
        '<li><strong>Canada:</strong> GST or HST, plus provincial tax where it applies: PST in British Columbia and Saskatchewan, RST in Manitoba and QST in Quebec. In Canada, shipping charges are taxed like the goods they deliver.</li>' +
        '</ul>' +
        '<h2>Your order</h2>' +
        '<p>Once your order is placed, we send you a confirmation by e-mail. Your order number starts with RL; please keep it handy if you write to us. When you are signed in, you can also find your orders under Order History in your account.</p>' +
        '<p>The phone number we ask for at checkout is used for delivery questions only. Have a question about a delivery? E-mail us at service@ridgeline.example and we’ll be glad to help.</p>',
      fr:
        '<p>Nous livrons les commandes Ridgeline aux États-Unis et au Canada : dans les 50 États et le district de Columbia, ainsi que dans toutes les provinces et tous les territoires canadiens. Pour l’instant, nous ne livrons pas dans d’autres pays.</p>' +
        '<h2>Modes de livraison et frais</h2>' +
        '<p>Vous choisissez le mode de livraison à la caisse. Sur notre site canadien, en français comme en anglais, les prix sont en dollars canadiens; sur notre site américain, ils sont en dollars américains.</p>' +
        '<ul>' +
        '<li><strong>Standard</strong>, de 3 à 7 jours ouvrables : 10,95 $ CA ou 8,95 $ US</li>' +
        '<li><strong>Express</strong>, de 1 à 2 jours ouvrables : 24,95 $ CA ou 19,95 $ US</li>' +
        '</ul>' +
        '<p>Les délais sont calculés en jours ouvrables et sont donnés à titre indicatif.</p>' +
        '<h2>Livraison gratuite</h2>' +
        '<ul>' +
        '<li>La livraison standard est gratuite pour les commandes de 129 $ CA ou plus, ou de 99 $ US ou plus. Le montant qui compte est celui de la marchandise, après les rabais et avant les taxes.</li>' +
        '<li>Les membres de Ridgeline Récompenses profitent de la livraison standard gratuite sur toutes leurs commandes, peu importe le montant. L’adhésion est gratuite.</li>' +
        '</ul>' +
        '<p>La livraison express n’est jamais gratuite : elle est facturée au plein prix, même lorsque votre commande donne droit à la livraison standard gratuite.</p>' +
        '<h2>Taxes</h2>' +
        '<p>Les taxes sont calculées selon votre adresse de livraison et s’affichent à la caisse dès que vous l’avez entrée.</p>' +
        '<ul>' +
        '<li><strong>Canada :</strong> TPS ou TVH, plus la taxe provinciale s’il y a lieu : TVP en Colombie-Britannique et en Saskatchewan, TVD au Manitoba et TVQ au Québec. Au Canada, les frais de livraison sont taxés comme la marchandise livrée.</li>' +
        '<li><strong>États-Unis :</strong> taxe de vente de l’État et taxes locales, s’il y a lieu. Certains États taxent aussi les frais de livraison.</li>' +
        '</ul>' +
        '<h2>Votre commande</h2>' +
        '<p>Dès que votre commande est passée, nous vous envoyons une confirmation par courriel. Votre numéro de commande commence par RL; gardez-le sous la main si vous nous écrivez. Lorsque vous êtes connecté à votre compte, vous retrouvez aussi vos commandes dans l’historique des commandes.</p>' +
        '<p>Le numéro de téléphone demandé à la caisse sert uniquement aux questions de livraison. Une question sur une livraison? Écrivez-nous à service@ridgeline.example, nous vous aiderons avec plaisir.</p>',
    },
    keywords: {
      en: 'shipping, delivery, shipping cost, free shipping, standard shipping, express shipping, delivery time, sales tax, GST, HST, PST, QST, United States, Canada',
      fr: 'livraison, expédition, frais de livraison, livraison gratuite, livraison standard, livraison express, délai de livraison, taxes, TPS, TVH, TVP, TVQ, Canada, États-Unis',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
  {
    id: 'returns-exchanges',
    kind: 'page',
    name: { en: 'Returns & Exchanges', fr: 'Retours et échanges' },
    description: {
      en: 'Return unworn, unused items with their tags within 60 days. Returns are free in the US and Canada with a prepaid label from customer service.',
      fr: 'Retournez les articles non portés et inutilisés, avec leurs étiquettes, dans les 60 jours. Les retours sont gratuits au Canada et aux États-Unis grâce à une étiquette prépayée.',
    },
    body: {
      en:
        '<p>We want your gear to work for you, on the trail and in town. If something isn’t right, you can send it back within 60 days.</p>' +
        '<h2>Our return policy</h2>' +
        '<ul>' +
        '<li>You have <strong>60 days</strong> from delivery to return an item.</li>' +
        '<li>Items must be unworn, unwashed and unused, with their original tags attached.</li>' +
        '<li>Returns are <strong>free</strong> from anywhere in the United States and Canada: customer service sends you a prepaid return label.</li>' +
        '</ul>' +
        '<h2>How to return an item</h2>' +
        '<ol>' +
        '<li>E-mail customer service at service@ridgeline.example with your order number (it starts with RL) and the items you would like to return.</li>' +
        '<li>We reply with a prepaid return label and instructions.</li>' +
        '<li>Pack the items securely with their tags, attach the label and drop off the parcel with the carrier.</li>' +
        '</ol>' +
        '<h2>Refunds</h2>' +
        '<p>Once your return has arrived and been checked, we refund the price you paid for the returned items to the card you used for the order. Items bought on sale or with a promotion are refunded at the price you actually paid. Your bank may take a few business days to show the refund on your statement.</p>' +
        '<h2>Exchanges</h2>' +
        '<p>Need another size or colour? Tell us in your e-mail which item you would like instead, and we will arrange the exchange if it is in stock. If it is not, we refund your return so that you can order what you need once it is available again.</p>' +
        '<h2>Cancelling an order</h2>' +
        '<p>Changed your mind right after ordering? E-mail us as soon as possible with your order number. If your order can still be cancelled, we cancel it: the hold on your card is released, and any Ridgeline Rewards points the order earned are removed from your account.</p>' +
        '<p>Questions about a return or an exchange? Write to service@ridgeline.example and we’ll be happy to help.</p>',
      fr:
        '<p>Nous voulons que votre équipement vous convienne, en sentier comme en ville. Si un article ne fait pas l’affaire, vous pouvez nous le retourner dans les 60 jours.</p>' +
        '<h2>Notre politique de retour</h2>' +
        '<ul>' +
        '<li>Vous disposez de <strong>60 jours</strong> à compter de la livraison pour retourner un article.</li>' +
        '<li>Les articles doivent être non portés, non lavés et inutilisés, avec leurs étiquettes d’origine.</li>' +
        '<li>Les retours sont <strong>gratuits</strong> partout au Canada et aux États-Unis : le service à la clientèle vous fournit une étiquette de retour prépayée.</li>' +
        '</ul>' +
        '<h2>Comment retourner un article</h2>' +
        '<ol>' +
        '<li>Écrivez au service à la clientèle à service@ridgeline.example en indiquant votre numéro de commande (il commence par RL) et les articles à retourner.</li>' +
        '<li>Nous vous répondons avec une étiquette de retour prépayée et les instructions à suivre.</li>' +
        '<li>Emballez soigneusement les articles avec leurs étiquettes, apposez l’étiquette de retour sur le colis et déposez-le chez le transporteur.</li>' +
        '</ol>' +
        '<h2>Remboursements</h2>' +
        '<p>Dès que votre retour est reçu et vérifié, nous remboursons le prix payé pour les articles retournés sur la carte utilisée pour la commande. Les articles achetés en solde ou avec une promotion sont remboursés au prix réellement payé. Votre institution financière peut prendre quelques jours ouvrables pour afficher le remboursement sur votre relevé.</p>' +
        '<h2>Échanges</h2>' +
        '<p>Il vous faut une autre taille ou une autre couleur? Précisez dans votre courriel l’article que vous souhaitez recevoir à la place : nous organisons l’échange s’il est en stock. Sinon, nous remboursons votre retour pour que vous puissiez commander l’article voulu dès qu’il sera de nouveau offert.</p>' +
        '<h2>Annuler une commande</h2>' +
        '<p>Vous avez changé d’idée juste après avoir commandé? Écrivez-nous le plus tôt possible avec votre numéro de commande. Si votre commande peut encore être annulée, nous l’annulons : l’autorisation sur votre carte est libérée et les points Ridgeline Récompenses obtenus avec cette commande sont retirés de votre compte.</p>' +
        '<p>Une question sur un retour ou un échange? Écrivez-nous à service@ridgeline.example, nous vous aiderons avec plaisir.</p>',
    },
    keywords: {
      en: 'returns, exchanges, return policy, 60 days, free returns, prepaid return label, refund, exchange size, cancel order',
      fr: 'retours, échanges, politique de retour, 60 jours, retours gratuits, étiquette de retour prépayée, remboursement, échange de taille, annuler une commande',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
  {
    id: 'shipping-returns',
    kind: 'page',
    name: { en: 'Shipping & Returns', fr: 'Livraison et retours' },
    description: {
      en: 'A quick overview of how we ship to the US and Canada and how returns and exchanges work. Our Shipping and Returns & Exchanges pages have the details.',
      fr: 'Un aperçu de notre livraison au Canada et aux États-Unis et du fonctionnement des retours et des échanges. Les pages Livraison et Retours et échanges donnent tous les détails.',
    },
    body: {
      en:
        '<p>Here is a short overview of how we deliver your order and how returns work. You will find all the details on our Shipping page and our Returns &amp; Exchanges page, both listed under Help and policies at the bottom of checkout.</p>' +
        '<h2>Shipping</h2>' +
        '<ul>' +
        '<li>We deliver to the United States (all 50 states and the District of Columbia) and to every Canadian province and territory.</li>' +
        '<li><strong>Standard</strong>, 3–7 business days: $8.95 USD or $10.95 CAD.</li>' +
        '<li><strong>Express</strong>, 1–2 business days: $19.95 USD or $24.95 CAD.</li>' +
        '<li>Standard shipping is free on orders of $99 USD or $129 CAD or more, after discounts and before tax, and on every order for Ridgeline Rewards members. Express is always charged.</li>' +
        '<li>Taxes are calculated from your shipping address and shown at checkout.</li>' +
        '</ul>' +
        '<h2>Returns and exchanges</h2>' +
        '<ul>' +
        '<li>You have 60 days from delivery to return items that are unworn, unwashed and unused, with their original tags.</li>' +
        '<li>Returns are free within the United States and Canada: e-mail customer service with your order number and we send you a prepaid return label.</li>' +
        '<li>Refunds go back to the card you used for the order.</li>' +
        '<li>Exchanges for another size or colour are arranged by customer service, subject to availability.</li>' +
        '</ul>' +
        '<h2>Need help?</h2>' +
        '<p>For a question about a delivery, a return, an exchange or a cancellation, e-mail us at service@ridgeline.example and include your order number, which starts with RL. We’ll get back to you as soon as we can.</p>',
      fr:
        '<p>Voici un bref aperçu de la livraison de vos commandes et du fonctionnement des retours. Vous trouverez tous les détails dans nos pages Livraison et Retours et échanges, offertes sous Aide et politiques au bas de la caisse.</p>' +
        '<h2>Livraison</h2>' +
        '<ul>' +
        '<li>Nous livrons dans toutes les provinces et tous les territoires du Canada ainsi qu’aux États-Unis (les 50 États et le district de Columbia).</li>' +
        '<li><strong>Standard</strong>, de 3 à 7 jours ouvrables : 10,95 $ CA ou 8,95 $ US.</li>' +
        '<li><strong>Express</strong>, de 1 à 2 jours ouvrables : 24,95 $ CA ou 19,95 $ US.</li>' +
        '<li>La livraison standard est gratuite pour les commandes de 129 $ CA ou de 99 $ US ou plus, après les rabais et avant les taxes, ainsi que sur toutes les commandes des membres de Ridgeline Récompenses. La livraison express est toujours facturée.</li>' +
        '<li>Les taxes sont calculées selon votre adresse de livraison et s’affichent à la caisse.</li>' +
        '</ul>' +
        '<h2>Retours et échanges</h2>' +
        '<ul>' +
        '<li>Vous disposez de 60 jours à compter de la livraison pour retourner les articles non portés, non lavés et inutilisés, avec leurs étiquettes d’origine.</li>' +
        '<li>Les retours sont gratuits au Canada et aux États-Unis : écrivez au service à la clientèle avec votre numéro de commande et nous vous enverrons une étiquette de retour prépayée.</li>' +
        '<li>Le remboursement est versé sur la carte utilisée pour la commande.</li>' +
        '<li>Le service à la clientèle organise les échanges de taille ou de couleur, selon la disponibilité.</li>' +
        '</ul>' +
        '<h2>Besoin d’aide?</h2>' +
        '<p>Pour toute question sur une livraison, un retour, un échange ou une annulation, écrivez-nous à service@ridgeline.example en indiquant votre numéro de commande, qui commence par RL. Nous vous répondrons dans les meilleurs délais.</p>',
    },
    keywords: {
      en: 'shipping, returns, delivery, free shipping, free returns, exchanges, refund, 60 days, shipping and returns',
      fr: 'livraison, retours, expédition, livraison gratuite, retours gratuits, échanges, remboursement, 60 jours, livraison et retours',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
  {
    id: 'terms-conditions',
    kind: 'page',
    name: { en: 'Terms & Conditions', fr: 'Conditions générales' },
    description: {
      en: 'The terms that apply when you shop at Ridgeline online: orders, prices, payment, promotions, Ridgeline Rewards, shipping and returns.',
      fr: 'Les conditions qui s’appliquent à vos achats en ligne chez Ridgeline : commandes, prix, paiement, promotions, Ridgeline Récompenses, livraison et retours.',
    },
    body: {
      en:
        '<p>These terms apply when you use the Ridgeline online shop and when you place an order with us. By placing an order, you accept them. Please read them together with our Privacy Policy.</p>' +
        '<h2>Ordering</h2>' +
        '<p>Our online shop serves customers in the United States and Canada, and we deliver only to addresses in those two countries. You can order as a guest or with a Ridgeline account. Your order is placed once your payment has been authorized; we then confirm it by e-mail. We may cancel an order, for example when a price or product was shown in error, and we will let you know if we do.</p>' +
        '<h2>Prices and taxes</h2>' +
        '<p>Prices are in US dollars on our US site and in Canadian dollars on our Canadian site. Shipping and taxes are added at checkout; taxes depend on your shipping address. If your total changes while you check out, we show you the new total before you place your order.</p>' +
        '<h2>Payment</h2>' +
        '<p>We accept Visa, Mastercard, American Express and Discover. Your card is authorized for the order total when you place your order. If the payment is declined, the order is not placed.</p>' +
        '<h2>Promotions and coupons</h2>' +
        '<p>Promotions and coupon codes apply under their own conditions and for a limited time. Some are reserved for Ridgeline Rewards members, and some cannot be combined with others. They have no cash value.</p>' +
        '<h2>Ridgeline Rewards</h2>' +
        '<ul>' +
        '<li>Membership is free for customers with a Ridgeline account.</li>' +
        '<li>Members earn 10 points for every dollar spent on merchandise, after discounts and before tax and shipping.</li>' +
        '<li>Points from a cancelled order are removed, and points expire after a year without an order.</li>' +
        '<li>Points have no cash value and cannot be transferred.</li>' +
        '</ul>' +
        '<h2>Shipping, returns and cancellations</h2>' +
        '<p>Shipping methods, costs and delivery times are described on our Shipping page; returns and exchanges on our Returns &amp; Exchanges page. To cancel an order, e-mail customer service as soon as possible.</p>' +
        '<h2>Your account</h2>' +
        '<p>Keep your sign-in details to yourself and let us know if you think someone else has used your account.</p>' +
        '<h2>Changes to these terms</h2>' +
        '<p>We may update these terms from time to time. The version published when you place an order applies to that order.</p>' +
        '<p>Questions about these terms? E-mail service@ridgeline.example.</p>',
      fr:
        '<p>Les présentes conditions s’appliquent lorsque vous utilisez la boutique en ligne Ridgeline et lorsque vous passez une commande. En passant une commande, vous les acceptez. Veuillez les lire avec notre Politique de confidentialité.</p>' +
        '<h2>Commandes</h2>' +
        '<p>Notre boutique en ligne s’adresse aux clients du Canada et des États-Unis, et nous livrons uniquement à des adresses situées dans ces deux pays. Vous pouvez commander en tant qu’invité ou avec un compte Ridgeline. Votre commande est passée dès que votre paiement est autorisé; nous vous la confirmons ensuite par courriel. Nous pouvons annuler une commande, par exemple si un prix ou un produit a été affiché par erreur, et nous vous en informerons le cas échéant.</p>' +
        '<h2>Prix et taxes</h2>' +
        '<p>Les prix sont en dollars canadiens sur notre site canadien et en dollars américains sur notre site américain. Les frais de livraison et les taxes s’ajoutent à la caisse; les taxes dépendent de votre adresse de livraison. Si votre total change pendant que vous passez à la caisse, nous vous montrons le nouveau total avant que vous passiez la commande.</p>' +
        '<h2>Paiement</h2>' +
        '<p>Nous acceptons les cartes Visa, Mastercard, American Express et Discover. Le montant total de la commande est autorisé sur votre carte au moment où vous passez la commande. Si le paiement est refusé, la commande n’est pas passée.</p>' +
        '<h2>Promotions et codes promo</h2>' +
        '<p>Les promotions et les codes promo s’appliquent selon leurs propres conditions et pour une durée limitée. Certains sont réservés aux membres de Ridgeline Récompenses et certains ne peuvent pas être combinés. Ils n’ont aucune valeur monétaire.</p>' +
        '<h2>Ridgeline Récompenses</h2>' +
        '<ul>' +
        '<li>L’adhésion est gratuite pour les clients qui ont un compte Ridgeline.</li>' +
        '<li>Les membres obtiennent 10 points pour chaque dollar dépensé en marchandise, après les rabais et avant les taxes et la livraison.</li>' +
        '<li>Les points d’une commande annulée sont retirés, et les points expirent après un an sans commande.</li>' +
        '<li>Les points n’ont aucune valeur monétaire et ne peuvent pas être transférés.</li>' +
        '</ul>' +
        '<h2>Livraison, retours et annulations</h2>' +
        '<p>Les modes de livraison, les frais et les délais sont décrits dans notre page Livraison; les retours et les échanges, dans notre page Retours et échanges. Pour annuler une commande, écrivez au service à la clientèle le plus tôt possible.</p>' +
        '<h2>Votre compte</h2>' +
        '<p>Gardez vos renseignements de connexion pour vous et prévenez-nous si vous croyez que quelqu’un d’autre a utilisé votre compte.</p>' +
        '<h2>Modifications des conditions</h2>' +
        '<p>Nous pouvons modifier ces conditions à l’occasion. La version publiée au moment où vous passez une commande s’applique à cette commande.</p>' +
        '<p>Des questions sur ces conditions? Écrivez à service@ridgeline.example.</p>',
    },
    keywords: {
      en: 'terms and conditions, terms of sale, orders, prices, taxes, payment, credit cards, promotions, coupons, Ridgeline Rewards, points',
      fr: 'conditions générales, conditions de vente, commandes, prix, taxes, paiement, cartes de crédit, promotions, codes promo, Ridgeline Récompenses, points',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
  {
    id: 'privacy-policy',
    kind: 'page',
    name: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
    description: {
      en: 'What personal information Ridgeline keeps, how we use it, how we respect Do Not Track and Global Privacy Control, our cookies and your choices.',
      fr: 'Les renseignements personnels que Ridgeline conserve, leur utilisation, le respect des signaux Do Not Track et Global Privacy Control, nos témoins et vos choix.',
    },
    body: {
      en:
        '<p>This policy explains what information Ridgeline keeps when you shop with us online, why we keep it and what choices you have.</p>' +
        '<h2>What we keep</h2>' +
        '<ul>' +
        '<li><strong>Your account:</strong> your e-mail address and name and, if you give them, your phone number, postal code, gender, birthday (month and day), preferred store and language, and whether you want our e-mails or text messages. If you sign in with Apple or Google, we keep the link to that account.</li>' +
        '<li><strong>Your addresses</strong>, as saved in your address book.</li>' +
        '<li><strong>Your orders:</strong> e-mail address, shipping and billing addresses, items, prices, coupon codes and totals. Of your card we keep only its type and last four digits.</li>' +
        '<li><strong>Your wishlist and bag</strong>, and your Ridgeline Rewards points and their history if you are a member.</li>' +
        '<li><strong>Browsing activity:</strong> products viewed, searches, categories visited, items added to the bag and purchases, linked to a random browser identifier and, when you are signed in, to your account.</li>' +
        '<li><strong>Sign-ins and visits:</strong> when you last signed in and last visited. To protect accounts from password guessing and abuse, sign-ins, registrations, password-reset and sign-in-link requests are counted per e-mail address and per network (IP) address; the counts are deleted within about a day. Your IP address and approximate location may also be kept with your session to show you the right offers.</li>' +
        '</ul>' +
        '<h2>How we use it</h2>' +
        '<p>We use your information to process and deliver your orders, send your order confirmation, answer your questions, run Ridgeline Rewards and recommend products you may like. We send you marketing e-mails or text messages only if you have opted in. Your phone number is used for delivery questions only.</p>' +
        '<h2>Do Not Track and Global Privacy Control</h2>' +
        '<p>If your browser sends a Do Not Track or Global Privacy Control signal, we do not record your browsing activity and we do not personalize recommendations for you.</p>' +
        '<h2>Cookies</h2>' +
        '<p>We use cookies to keep you signed in and to keep your bag. If you choose “Keep me logged in”, you stay signed in for up to 90 days; otherwise your session ends when you close your browser, or after a day without use. We also set these cookies:</p>' +
        '<ul>' +
        '<li>a random browser identifier, kept for a year, that links your browsing activity for recommendations;</li>' +
        '<li>a flag, kept for 30 minutes, when you choose a recommended product;</li>' +
        '<li>your cookie consent choice, remembered for 30 days;</li>' +
        '<li>when you arrive from an affiliate partner’s link, that link’s reference, kept for 30 days.</li>' +
        '</ul>' +
        '<h2>Security</h2>' +
        '<p>Passwords and sign-in tokens are stored only in a protected, unreadable form (a hash). E-mailed sign-in links work for a short time only.</p>' +
        '<h2>Your choices</h2>' +
        '<ul>' +
        '<li>Update your details and e-mail preferences in your account at any time.</li>' +
        '<li>Reply STOP to any of our text messages to stop receiving them.</li>' +
        '<li>To request a copy of your information, a correction or its deletion, e-mail service@ridgeline.example.</li>' +
        '</ul>',
      fr:
        '<p>La présente politique explique quels renseignements Ridgeline conserve lorsque vous magasinez en ligne chez nous, pourquoi nous les conservons et quels choix s’offrent à vous.</p>' +
        '<h2>Ce que nous conservons</h2>' +
        '<ul>' +
        '<li><strong>Votre compte :</strong> votre adresse courriel et votre nom et, si vous les fournissez, votre numéro de téléphone, votre code postal, votre genre, votre date d’anniversaire (mois et jour), votre magasin et votre langue de préférence, ainsi que votre choix de recevoir ou non nos courriels et nos textos. Si vous vous connectez avec Apple ou Google, nous conservons le lien vers ce compte.</li>' +
        '<li><strong>Vos adresses</strong>, telles qu’enregistrées dans votre carnet d’adresses.</li>' +
        '<li><strong>Vos commandes :</strong> adresse courriel, adresses de livraison et de facturation, articles, prix, codes promo et totaux. De votre carte, nous ne conservons que le type et les quatre derniers chiffres.</li>' +
        '<li><strong>Votre liste de souhaits et votre panier</strong>, ainsi que vos points Ridgeline Récompenses et leur historique si vous êtes membre.</li>' +
        '<li><strong>Votre navigation :</strong> produits consultés, recherches, catégories visitées, articles ajoutés au panier et achats, associés à un identifiant de navigateur aléatoire et, lorsque vous êtes connecté, à votre compte.</li>' +
        '<li><strong>Connexions et visites :</strong> la date de votre dernière connexion et de votre dernière visite. Pour protéger les comptes contre les tentatives de deviner un mot de passe et les abus, les connexions, les inscriptions ainsi que les demandes de réinitialisation du mot de passe et de lien de connexion sont comptées par adresse courriel et par adresse réseau (IP); ces décomptes sont supprimés en environ une journée. Votre adresse IP et votre emplacement approximatif peuvent aussi être conservés avec votre session pour vous présenter les bonnes offres.</li>' +
        '</ul>' +
        '<h2>Comment nous les utilisons</h2>' +
        '<p>Nous utilisons vos renseignements pour traiter et livrer vos commandes, vous envoyer la confirmation de commande, répondre à vos questions, gérer Ridgeline Récompenses et vous recommander des produits susceptibles de vous plaire. Nous vous envoyons des courriels ou des textos promotionnels seulement si vous y avez consenti. Votre numéro de téléphone sert uniquement aux questions de livraison.</p>' +
        '<h2>Do Not Track et Global Privacy Control</h2>' +
        '<p>Si votre navigateur envoie un signal Do Not Track ou Global Privacy Control, nous n’enregistrons pas votre navigation et nous ne personnalisons pas les recommandations.</p>' +
        '<h2>Témoins</h2>' +
        '<p>Nous utilisons des témoins (cookies) pour garder votre session ouverte et conserver votre panier. Si vous cochez « Rester connecté », vous restez connecté jusqu’à 90 jours; sinon, votre session prend fin à la fermeture du navigateur ou après une journée d’inactivité. Nous utilisons aussi les témoins suivants :</p>' +
        '<ul>' +
        '<li>un identifiant de navigateur aléatoire, conservé un an, qui relie votre navigation pour les recommandations;</li>' +
        '<li>un indicateur, conservé 30 minutes, lorsque vous choisissez un produit recommandé;</li>' +
        '<li>votre choix de consentement aux témoins, mémorisé pendant 30 jours;</li>' +
        '<li>lorsque vous arrivez par le lien d’un partenaire affilié, la référence de ce lien, conservée 30 jours.</li>' +
        '</ul>' +
        '<h2>Sécurité</h2>' +
        '<p>Les mots de passe et les jetons de connexion sont conservés uniquement sous une forme protégée et illisible (un hachage). Les liens de connexion envoyés par courriel ne sont valides que peu de temps.</p>' +
        '<h2>Vos choix</h2>' +
        '<ul>' +
        '<li>Modifiez vos renseignements et vos préférences de courriel dans votre compte en tout temps.</li>' +
        '<li>Répondez STOP à l’un de nos textos pour ne plus en recevoir.</li>' +
        '<li>Pour obtenir une copie de vos renseignements, les faire corriger ou les faire supprimer, écrivez à service@ridgeline.example.</li>' +
        '</ul>',
    },
    keywords: {
      en: 'privacy policy, personal information, data, cookies, consent, Do Not Track, Global Privacy Control, newsletter, text messages, account, security',
      fr: 'politique de confidentialité, renseignements personnels, données, témoins, cookies, consentement, Do Not Track, Global Privacy Control, infolettre, textos, compte, sécurité',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
  {
    id: 'about-us',
    kind: 'page',
    name: { en: 'About Us', fr: 'À propos' },
    description: {
      en: 'Ridgeline makes outdoor apparel, footwear and accessories, sold online in the United States and Canada and in our stores in the US, Canada and Germany.',
      fr: 'Ridgeline propose des vêtements, des chaussures et des accessoires de plein air, en ligne au Canada et aux États-Unis et dans nos magasins au Canada, aux États-Unis et en Allemagne.',
    },
    body: {
      en:
        '<p>Ridgeline is an outdoor brand. We make apparel, footwear and accessories for hiking, camping and everyday life outside, designed to be comfortable, durable and easy to care for.</p>' +
        '<h2>What we offer</h2>' +
        '<p>Our range covers clothing for men, women and kids, from base layers and fleece to jackets, as well as hiking and winter footwear, packs and other accessories. Our online shop serves customers in the United States and Canada, in English and, for Canada, in French. Prices are in US dollars on our US site and in Canadian dollars on our Canadian site.</p>' +
        '<h2>Our stores</h2>' +
        '<p>You can also visit Ridgeline stores in the United States, Canada and Germany. Use Find a Store to see the stores near you and their opening hours, and choose one as your store. Online orders are delivered to addresses in the United States and Canada.</p>' +
        '<h2>Ridgeline Rewards</h2>' +
        '<p>Our membership program is free to join with a Ridgeline account. Members get:</p>' +
        '<ul>' +
        '<li>free Standard shipping on every order;</li>' +
        '<li>10 points for every dollar spent on merchandise;</li>' +
        '<li>member-only offers;</li>' +
        '<li>Titanium status for a year after earning 10,000 points within a year.</li>' +
        '</ul>' +
        '<h2>Shopping with us</h2>' +
        '<p>Create an account to save your addresses, keep a wishlist, follow your orders and your points, and, if you like, receive our e-mails about new arrivals, offers and events. You can sign in with your e-mail and password, with a sign-in link sent by e-mail, or with Apple or Google.</p>' +
        '<h2>Get in touch</h2>' +
        '<p>Our customer service team is happy to help with orders, deliveries, returns and anything else. E-mail us at service@ridgeline.example.</p>',
      fr:
        '<p>Ridgeline est une marque de plein air. Nous proposons des vêtements, des chaussures et des accessoires pour la randonnée, le camping et la vie au grand air au quotidien, conçus pour être confortables, durables et faciles d’entretien.</p>' +
        '<h2>Notre offre</h2>' +
        '<p>Notre gamme comprend des vêtements pour hommes, femmes et enfants, des couches de base et des polaires aux vestes et manteaux, ainsi que des chaussures de randonnée et d’hiver, des sacs et d’autres accessoires. Notre boutique en ligne s’adresse aux clients du Canada et des États-Unis, en anglais et, au Canada, en français. Les prix sont en dollars canadiens sur notre site canadien et en dollars américains sur notre site américain.</p>' +
        '<h2>Nos magasins</h2>' +
        '<p>Vous pouvez aussi nous rendre visite dans nos magasins Ridgeline au Canada, aux États-Unis et en Allemagne. Utilisez Trouver un magasin pour voir les magasins près de chez vous et leurs heures d’ouverture, et choisissez-en un comme magasin de préférence. Les commandes en ligne sont livrées à des adresses au Canada et aux États-Unis.</p>' +
        '<h2>Ridgeline Récompenses</h2>' +
        '<p>L’adhésion à notre programme de fidélité est gratuite avec un compte Ridgeline. Les membres profitent :</p>' +
        '<ul>' +
        '<li>de la livraison standard gratuite sur toutes leurs commandes;</li>' +
        '<li>de 10 points pour chaque dollar dépensé en marchandise;</li>' +
        '<li>d’offres réservées aux membres;</li>' +
        '<li>du statut Titane pendant un an après avoir accumulé 10 000 points en un an.</li>' +
        '</ul>' +
        '<h2>Magasiner avec nous</h2>' +
        '<p>Créez un compte pour enregistrer vos adresses, tenir une liste de souhaits, suivre vos commandes et vos points et, si vous le voulez, recevoir nos courriels sur les nouveautés, les offres et les événements. Vous pouvez vous connecter avec votre adresse courriel et votre mot de passe, avec un lien de connexion envoyé par courriel, ou avec Apple ou Google.</p>' +
        '<h2>Nous joindre</h2>' +
        '<p>Notre équipe du service à la clientèle se fera un plaisir de vous aider pour vos commandes, vos livraisons, vos retours et toute autre question. Écrivez-nous à service@ridgeline.example.</p>',
    },
    keywords: {
      en: 'about us, Ridgeline, outdoor apparel, footwear, accessories, stores, Ridgeline Rewards, membership, customer service',
      fr: 'à propos, Ridgeline, vêtements de plein air, chaussures, accessoires, magasins, Ridgeline Récompenses, adhésion, service à la clientèle',
    },
    categoryIds: [],
    publishedAt: '2026-09-01',
  },
];

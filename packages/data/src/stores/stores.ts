import type { StoreInput } from '@ridgeline/commerce';
import { hoursHtml, SCHEDULES } from './hours.js';

/**
 * The demo store network: outdoor shops in real towns of the United States, Canada and Germany.
 * Towns, states/provinces, postal codes and coordinates are real and agree with each other
 * (stores.test.ts checks every store against the postal-code data); street numbers are invented.
 * Phone numbers are fictional: 555-01xx in North America, and in Germany the blocks the
 * Bundesnetzagentur keeps for film and TV where a city has one (Berlin, Hamburg, Munich,
 * Frankfurt, Cologne). E-mail addresses use the reserved .example domain.
 */

type DemoStore = {
  id: string;
  /** Shown after the brand: "Ridgeline Boulder". */
  label: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: 'US' | 'CA' | 'DE';
  phone: string;
  latitude: number;
  longitude: number;
  schedule: keyof typeof SCHEDULES;
};

// One store per line reads as a table; prettier would spread each over fourteen.
// prettier-ignore
const US: DemoStore[] = [
  { id: 'us-boulder', label: 'Boulder', address1: '1107 Pearl Street', city: 'Boulder', stateCode: 'CO', postalCode: '80302', countryCode: 'US', phone: '(303) 555-0101', latitude: 40.0176, longitude: -105.2797, schedule: 'city' },
  { id: 'us-denver', label: 'Denver LoDo', address1: '1600 Wynkoop Street', city: 'Denver', stateCode: 'CO', postalCode: '80202', countryCode: 'US', phone: '(303) 555-0102', latitude: 39.7527, longitude: -105.0002, schedule: 'city' },
  { id: 'us-golden', label: 'Golden', address1: '1200 Washington Avenue', city: 'Golden', stateCode: 'CO', postalCode: '80401', countryCode: 'US', phone: '(303) 555-0103', latitude: 39.7555, longitude: -105.2211, schedule: 'mountain' },
  { id: 'us-salt-lake-city', label: 'Salt Lake City', address1: '155 South Main Street', city: 'Salt Lake City', stateCode: 'UT', postalCode: '84111', countryCode: 'US', phone: '(801) 555-0104', latitude: 40.7640, longitude: -111.8910, schedule: 'city' },
  { id: 'us-park-city', label: 'Park City', address1: '550 Main Street', city: 'Park City', stateCode: 'UT', postalCode: '84060', countryCode: 'US', phone: '(435) 555-0105', latitude: 40.6437, longitude: -111.4958, schedule: 'mountain' },
  { id: 'us-jackson', label: 'Jackson Hole', address1: '45 East Broadway', city: 'Jackson', stateCode: 'WY', postalCode: '83001', countryCode: 'US', phone: '(307) 555-0106', latitude: 43.4797, longitude: -110.7611, schedule: 'mountain' },
  { id: 'us-bozeman', label: 'Bozeman', address1: '24 West Main Street', city: 'Bozeman', stateCode: 'MT', postalCode: '59715', countryCode: 'US', phone: '(406) 555-0107', latitude: 45.6794, longitude: -111.0386, schedule: 'mountain' },
  { id: 'us-missoula', label: 'Missoula', address1: '130 North Higgins Avenue', city: 'Missoula', stateCode: 'MT', postalCode: '59802', countryCode: 'US', phone: '(406) 555-0108', latitude: 46.8719, longitude: -113.9940, schedule: 'city' },
  { id: 'us-boise', label: 'Boise', address1: '810 West Idaho Street', city: 'Boise', stateCode: 'ID', postalCode: '83702', countryCode: 'US', phone: '(208) 555-0109', latitude: 43.6163, longitude: -116.2034, schedule: 'city' },
  { id: 'us-bend', label: 'Bend', address1: '900 NW Wall Street', city: 'Bend', stateCode: 'OR', postalCode: '97701', countryCode: 'US', phone: '(541) 555-0110', latitude: 44.0582, longitude: -121.3153, schedule: 'mountain' },
  { id: 'us-portland-or', label: 'Portland Pearl District', address1: '1025 SW Morrison Street', city: 'Portland', stateCode: 'OR', postalCode: '97205', countryCode: 'US', phone: '(503) 555-0111', latitude: 45.5209, longitude: -122.6823, schedule: 'city' },
  { id: 'us-seattle', label: 'Seattle', address1: '1520 Fifth Avenue', city: 'Seattle', stateCode: 'WA', postalCode: '98101', countryCode: 'US', phone: '(206) 555-0112', latitude: 47.6110, longitude: -122.3362, schedule: 'city' },
  { id: 'us-spokane', label: 'Spokane', address1: '720 West Riverside Avenue', city: 'Spokane', stateCode: 'WA', postalCode: '99201', countryCode: 'US', phone: '(509) 555-0113', latitude: 47.6575, longitude: -117.4260, schedule: 'city' },
  { id: 'us-san-francisco', label: 'San Francisco', address1: '101 Spear Street', city: 'San Francisco', stateCode: 'CA', postalCode: '94105', countryCode: 'US', phone: '(415) 555-0114', latitude: 37.7920, longitude: -122.3930, schedule: 'city' },
  { id: 'us-truckee', label: 'Truckee', address1: '10046 Donner Pass Road', city: 'Truckee', stateCode: 'CA', postalCode: '96161', countryCode: 'US', phone: '(530) 555-0115', latitude: 39.3279, longitude: -120.1852, schedule: 'mountain' },
  { id: 'us-santa-monica', label: 'Santa Monica', address1: '1400 Third Street Promenade', city: 'Santa Monica', stateCode: 'CA', postalCode: '90401', countryCode: 'US', phone: '(310) 555-0116', latitude: 34.0160, longitude: -118.4960, schedule: 'city' },
  { id: 'us-san-diego', label: 'San Diego', address1: '600 Fifth Avenue', city: 'San Diego', stateCode: 'CA', postalCode: '92101', countryCode: 'US', phone: '(619) 555-0117', latitude: 32.7110, longitude: -117.1600, schedule: 'city' },
  { id: 'us-flagstaff', label: 'Flagstaff', address1: '17 North San Francisco Street', city: 'Flagstaff', stateCode: 'AZ', postalCode: '86001', countryCode: 'US', phone: '(928) 555-0118', latitude: 35.1985, longitude: -111.6482, schedule: 'mountain' },
  { id: 'us-santa-fe', label: 'Santa Fe', address1: '100 East San Francisco Street', city: 'Santa Fe', stateCode: 'NM', postalCode: '87501', countryCode: 'US', phone: '(505) 555-0119', latitude: 35.6869, longitude: -105.9378, schedule: 'city' },
  { id: 'us-austin', label: 'Austin', address1: '301 Congress Avenue', city: 'Austin', stateCode: 'TX', postalCode: '78701', countryCode: 'US', phone: '(512) 555-0120', latitude: 30.2650, longitude: -97.7440, schedule: 'city' },
  { id: 'us-chicago', label: 'Chicago River North', address1: '520 North State Street', city: 'Chicago', stateCode: 'IL', postalCode: '60654', countryCode: 'US', phone: '(312) 555-0121', latitude: 41.8916, longitude: -87.6281, schedule: 'city' },
  { id: 'us-minneapolis', label: 'Minneapolis North Loop', address1: '212 North 3rd Avenue', city: 'Minneapolis', stateCode: 'MN', postalCode: '55401', countryCode: 'US', phone: '(612) 555-0122', latitude: 44.9852, longitude: -93.2710, schedule: 'city' },
  { id: 'us-duluth', label: 'Duluth Canal Park', address1: '325 Lake Avenue South', city: 'Duluth', stateCode: 'MN', postalCode: '55802', countryCode: 'US', phone: '(218) 555-0123', latitude: 46.7817, longitude: -92.0920, schedule: 'mountain' },
  { id: 'us-asheville', label: 'Asheville', address1: '42 Biltmore Avenue', city: 'Asheville', stateCode: 'NC', postalCode: '28801', countryCode: 'US', phone: '(828) 555-0124', latitude: 35.5931, longitude: -82.5510, schedule: 'city' },
  { id: 'us-chattanooga', label: 'Chattanooga', address1: '200 Market Street', city: 'Chattanooga', stateCode: 'TN', postalCode: '37402', countryCode: 'US', phone: '(423) 555-0125', latitude: 35.0530, longitude: -85.3095, schedule: 'city' },
  { id: 'us-atlanta', label: 'Atlanta Midtown', address1: '1100 Peachtree Street NE', city: 'Atlanta', stateCode: 'GA', postalCode: '30309', countryCode: 'US', phone: '(404) 555-0126', latitude: 33.7850, longitude: -84.3830, schedule: 'city' },
  { id: 'us-burlington', label: 'Burlington', address1: '75 Church Street', city: 'Burlington', stateCode: 'VT', postalCode: '05401', countryCode: 'US', phone: '(802) 555-0127', latitude: 44.4780, longitude: -73.2125, schedule: 'city' },
  { id: 'us-north-conway', label: 'North Conway', address1: '2651 White Mountain Highway', city: 'North Conway', stateCode: 'NH', postalCode: '03860', countryCode: 'US', phone: '(603) 555-0128', latitude: 44.0580, longitude: -71.1300, schedule: 'mountain' },
  { id: 'us-portland-me', label: 'Portland Old Port', address1: '205 Commercial Street', city: 'Portland', stateCode: 'ME', postalCode: '04101', countryCode: 'US', phone: '(207) 555-0129', latitude: 43.6570, longitude: -70.2540, schedule: 'city' },
  { id: 'us-boston', label: 'Boston Back Bay', address1: '240 Newbury Street', city: 'Boston', stateCode: 'MA', postalCode: '02116', countryCode: 'US', phone: '(617) 555-0130', latitude: 42.3505, longitude: -71.0780, schedule: 'city' },
  { id: 'us-new-york', label: 'New York SoHo', address1: '120 Spring Street', city: 'New York', stateCode: 'NY', postalCode: '10012', countryCode: 'US', phone: '(212) 555-0131', latitude: 40.7244, longitude: -74.0006, schedule: 'city' },
  { id: 'us-lake-placid', label: 'Lake Placid', address1: '2500 Main Street', city: 'Lake Placid', stateCode: 'NY', postalCode: '12946', countryCode: 'US', phone: '(518) 555-0132', latitude: 44.2820, longitude: -73.9830, schedule: 'mountain' },
  { id: 'us-anchorage', label: 'Anchorage', address1: '425 West Fifth Avenue', city: 'Anchorage', stateCode: 'AK', postalCode: '99501', countryCode: 'US', phone: '(907) 555-0133', latitude: 61.2175, longitude: -149.8940, schedule: 'city' },
];

// prettier-ignore
const CA: DemoStore[] = [
  { id: 'ca-vancouver', label: 'Vancouver Gastown', address1: '322 Water Street', city: 'Vancouver', stateCode: 'BC', postalCode: 'V6B 1B6', countryCode: 'CA', phone: '(604) 555-0140', latitude: 49.2844, longitude: -123.1089, schedule: 'city' },
  { id: 'ca-north-vancouver', label: 'North Vancouver', address1: '123 Carrie Cates Court', city: 'North Vancouver', stateCode: 'BC', postalCode: 'V7M 3K7', countryCode: 'CA', phone: '(604) 555-0141', latitude: 49.3104, longitude: -123.0829, schedule: 'city' },
  { id: 'ca-squamish', label: 'Squamish', address1: '38000 Cleveland Avenue', city: 'Squamish', stateCode: 'BC', postalCode: 'V8B 0A1', countryCode: 'CA', phone: '(604) 555-0142', latitude: 49.7016, longitude: -123.1558, schedule: 'mountain' },
  { id: 'ca-victoria', label: 'Victoria', address1: '1150 Government Street', city: 'Victoria', stateCode: 'BC', postalCode: 'V8W 1Y2', countryCode: 'CA', phone: '(250) 555-0143', latitude: 48.4253, longitude: -123.3670, schedule: 'city' },
  { id: 'ca-calgary', label: 'Calgary Stephen Avenue', address1: '200 8 Avenue SW', city: 'Calgary', stateCode: 'AB', postalCode: 'T2P 1B5', countryCode: 'CA', phone: '(403) 555-0144', latitude: 51.0456, longitude: -114.0640, schedule: 'city' },
  { id: 'ca-canmore', label: 'Canmore', address1: '730 Main Street', city: 'Canmore', stateCode: 'AB', postalCode: 'T1W 2B2', countryCode: 'CA', phone: '(403) 555-0145', latitude: 51.0892, longitude: -115.3486, schedule: 'mountain' },
  { id: 'ca-banff', label: 'Banff', address1: '200 Banff Avenue', city: 'Banff', stateCode: 'AB', postalCode: 'T1L 1A1', countryCode: 'CA', phone: '(403) 555-0146', latitude: 51.1772, longitude: -115.5710, schedule: 'mountain' },
  { id: 'ca-edmonton', label: 'Edmonton', address1: '10180 101 Street NW', city: 'Edmonton', stateCode: 'AB', postalCode: 'T5J 0S4', countryCode: 'CA', phone: '(780) 555-0147', latitude: 53.5433, longitude: -113.4917, schedule: 'city' },
  { id: 'ca-saskatoon', label: 'Saskatoon', address1: '201 21st Street East', city: 'Saskatoon', stateCode: 'SK', postalCode: 'S7K 0B8', countryCode: 'CA', phone: '(306) 555-0148', latitude: 52.1295, longitude: -106.6620, schedule: 'city' },
  { id: 'ca-winnipeg', label: 'Winnipeg The Forks', address1: '25 Forks Market Road', city: 'Winnipeg', stateCode: 'MB', postalCode: 'R3C 4S8', countryCode: 'CA', phone: '(204) 555-0149', latitude: 49.8875, longitude: -97.1310, schedule: 'city' },
  { id: 'ca-toronto-king-west', label: 'Toronto King West', address1: '550 King Street West', city: 'Toronto', stateCode: 'ON', postalCode: 'M5V 1M3', countryCode: 'CA', phone: '(416) 555-0150', latitude: 43.6447, longitude: -79.3975, schedule: 'city' },
  { id: 'ca-toronto-yorkville', label: 'Toronto Yorkville', address1: '100 Yorkville Avenue', city: 'Toronto', stateCode: 'ON', postalCode: 'M5R 1B9', countryCode: 'CA', phone: '(416) 555-0151', latitude: 43.6712, longitude: -79.3934, schedule: 'city' },
  { id: 'ca-ottawa', label: 'Ottawa', address1: '150 Sparks Street', city: 'Ottawa', stateCode: 'ON', postalCode: 'K1P 5B5', countryCode: 'CA', phone: '(613) 555-0152', latitude: 45.4216, longitude: -75.6990, schedule: 'city' },
  { id: 'ca-collingwood', label: 'Collingwood', address1: '100 Hurontario Street', city: 'Collingwood', stateCode: 'ON', postalCode: 'L9Y 2L8', countryCode: 'CA', phone: '(705) 555-0153', latitude: 44.5010, longitude: -80.2168, schedule: 'mountain' },
  { id: 'ca-montreal-plateau', label: 'Montréal Plateau', address1: '3575, boulevard Saint-Laurent', city: 'Montréal', stateCode: 'QC', postalCode: 'H2X 2T7', countryCode: 'CA', phone: '(514) 555-0154', latitude: 45.5143, longitude: -73.5745, schedule: 'quebec' },
  { id: 'ca-montreal-centre-ville', label: 'Montréal Centre-Ville', address1: '1200, rue Sainte-Catherine Ouest', city: 'Montréal', stateCode: 'QC', postalCode: 'H3B 1K1', countryCode: 'CA', phone: '(514) 555-0155', latitude: 45.4995, longitude: -73.5714, schedule: 'quebec' },
  { id: 'ca-mont-tremblant', label: 'Mont-Tremblant', address1: '116, chemin Kandahar', city: 'Mont-Tremblant', stateCode: 'QC', postalCode: 'J8E 1E2', countryCode: 'CA', phone: '(819) 555-0156', latitude: 46.2094, longitude: -74.5847, schedule: 'mountain' },
  { id: 'ca-quebec', label: 'Québec Vieux-Québec', address1: '1150, rue Saint-Jean', city: 'Québec', stateCode: 'QC', postalCode: 'G1R 1S4', countryCode: 'CA', phone: '(418) 555-0157', latitude: 46.8131, longitude: -71.2101, schedule: 'quebec' },
  { id: 'ca-gatineau', label: 'Gatineau', address1: '35, rue Laval', city: 'Gatineau', stateCode: 'QC', postalCode: 'J8X 3G6', countryCode: 'CA', phone: '(819) 555-0158', latitude: 45.4286, longitude: -75.7140, schedule: 'quebec' },
  { id: 'ca-halifax', label: 'Halifax', address1: '1800 Argyle Street', city: 'Halifax', stateCode: 'NS', postalCode: 'B3J 3N8', countryCode: 'CA', phone: '(902) 555-0159', latitude: 44.6471, longitude: -63.5750, schedule: 'city' },
  { id: 'ca-moncton', label: 'Moncton', address1: '700 Main Street', city: 'Moncton', stateCode: 'NB', postalCode: 'E1C 1E4', countryCode: 'CA', phone: '(506) 555-0160', latitude: 46.0890, longitude: -64.7760, schedule: 'city' },
  { id: 'ca-st-johns', label: "St. John's", address1: '300 Water Street', city: "St. John's", stateCode: 'NL', postalCode: 'A1C 1B9', countryCode: 'CA', phone: '(709) 555-0161', latitude: 47.5640, longitude: -52.7080, schedule: 'city' },
  { id: 'ca-charlottetown', label: 'Charlottetown', address1: '150 Queen Street', city: 'Charlottetown', stateCode: 'PE', postalCode: 'C1A 4B5', countryCode: 'CA', phone: '(902) 555-0162', latitude: 46.2350, longitude: -63.1270, schedule: 'city' },
];

// prettier-ignore
const DE: DemoStore[] = [
  { id: 'de-berlin-mitte', label: 'Berlin Mitte', address1: 'Spandauer Straße 2', city: 'Berlin', stateCode: 'BE', postalCode: '10178', countryCode: 'DE', phone: '030 23125101', latitude: 52.5208, longitude: 13.4049, schedule: 'germanCity' },
  { id: 'de-berlin-kreuzberg', label: 'Berlin Kreuzberg', address1: 'Oranienstraße 25', city: 'Berlin', stateCode: 'BE', postalCode: '10999', countryCode: 'DE', phone: '030 23125102', latitude: 52.5013, longitude: 13.4190, schedule: 'germanCity' },
  { id: 'de-berlin-prenzlauer-berg', label: 'Berlin Prenzlauer Berg', address1: 'Kastanienallee 12', city: 'Berlin', stateCode: 'BE', postalCode: '10435', countryCode: 'DE', phone: '030 23125103', latitude: 52.5367, longitude: 13.4075, schedule: 'germanCity' },
  { id: 'de-berlin-charlottenburg', label: 'Berlin Charlottenburg', address1: 'Kantstraße 40', city: 'Berlin', stateCode: 'BE', postalCode: '10625', countryCode: 'DE', phone: '030 23125104', latitude: 52.5060, longitude: 13.3110, schedule: 'germanCity' },
  { id: 'de-potsdam', label: 'Potsdam', address1: 'Brandenburger Straße 30', city: 'Potsdam', stateCode: 'BB', postalCode: '14467', countryCode: 'DE', phone: '0331 2015580', latitude: 52.3995, longitude: 13.0560, schedule: 'germanTown' },
  { id: 'de-hamburg', label: 'Hamburg', address1: 'Mönckebergstraße 11', city: 'Hamburg', stateCode: 'HH', postalCode: '20095', countryCode: 'DE', phone: '040 66969101', latitude: 53.5508, longitude: 9.9990, schedule: 'germanCity' },
  { id: 'de-muenchen', label: 'München', address1: 'Sendlinger Straße 20', city: 'München', stateCode: 'BY', postalCode: '80331', countryCode: 'DE', phone: '089 99998101', latitude: 48.1355, longitude: 11.5700, schedule: 'germanCity' },
  { id: 'de-garmisch-partenkirchen', label: 'Garmisch-Partenkirchen', address1: 'Ludwigstraße 50', city: 'Garmisch-Partenkirchen', stateCode: 'BY', postalCode: '82467', countryCode: 'DE', phone: '08821 7519980', latitude: 47.4923, longitude: 11.1000, schedule: 'germanTown' },
  { id: 'de-freiburg', label: 'Freiburg', address1: 'Kaiser-Joseph-Straße 200', city: 'Freiburg im Breisgau', stateCode: 'BW', postalCode: '79098', countryCode: 'DE', phone: '0761 3892040', latitude: 47.9945, longitude: 7.8500, schedule: 'germanTown' },
  { id: 'de-frankfurt', label: 'Frankfurt', address1: 'Zeil 100', city: 'Frankfurt am Main', stateCode: 'HE', postalCode: '60313', countryCode: 'DE', phone: '069 90009101', latitude: 50.1146, longitude: 8.6846, schedule: 'germanCity' },
  { id: 'de-koeln', label: 'Köln', address1: 'Schildergasse 50', city: 'Köln', stateCode: 'NW', postalCode: '50667', countryCode: 'DE', phone: '0221 4710101', latitude: 50.9360, longitude: 6.9530, schedule: 'germanCity' },
  { id: 'de-dresden', label: 'Dresden', address1: 'Prager Straße 10', city: 'Dresden', stateCode: 'SN', postalCode: '01069', countryCode: 'DE', phone: '0351 4961230', latitude: 51.0470, longitude: 13.7370, schedule: 'germanTown' },
  { id: 'de-leipzig', label: 'Leipzig', address1: 'Petersstraße 20', city: 'Leipzig', stateCode: 'SN', postalCode: '04109', countryCode: 'DE', phone: '0341 9615670', latitude: 51.3380, longitude: 12.3740, schedule: 'germanTown' },
];

function toInput(store: DemoStore): StoreInput {
  const { label, schedule, ...fields } = store;
  return {
    ...fields,
    name: `Ridgeline ${label}`,
    inventoryId: `inventory-${store.id}`,
    email: `${store.id}@stores.ridgeline.example`,
    storeHours: hoursHtml(SCHEDULES[schedule], store.countryCode === 'DE' ? '24h' : '12h'),
  };
}

export const DEMO_STORES: readonly StoreInput[] = [...US, ...CA, ...DE].map(toInput);

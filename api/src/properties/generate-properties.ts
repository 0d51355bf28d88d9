/*
 * The bundled data set of the local property provider, made deterministically: a seeded pseudo-random generator
 * over real US street names and real city / state / ZIP combinations of every state and DC. The properties are
 * invented (numbers, units, APNs and figures are drawn), the places are real. `api/scripts/generate-properties.ts`
 * writes its output to `us-properties.csv` beside this file and to the migration that loads it; the same seed gives
 * the same file, byte for byte.
 */

export interface PropertyRecord {
  apn: string;
  address: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
  lotSize: number | null;
  bedrooms: number;
  totalBaths: number;
  buildingSqft: number;
}

export const PROPERTY_DATA_SEED = 20_240_801;
export const PROPERTY_DATA_COUNT = 1_200;

/** [state, its FIPS code, [city, ZIP]…]: real places, several ZIPs for the large cities. */
const PLACES: readonly [string, string, readonly (readonly [string, string])[]][] = [
  ['AL', '01', [['Birmingham', '35203'], ['Montgomery', '36104'], ['Huntsville', '35801'], ['Mobile', '36602']]],
  ['AK', '02', [['Anchorage', '99501'], ['Fairbanks', '99701'], ['Juneau', '99801']]],
  ['AZ', '04', [['Phoenix', '85004'], ['Tucson', '85701'], ['Mesa', '85201'], ['Scottsdale', '85251']]],
  ['AR', '05', [['Little Rock', '72201'], ['Fayetteville', '72701'], ['Fort Smith', '72901']]],
  ['CA', '06', [['Los Angeles', '90012'], ['Los Angeles', '90026'], ['San Diego', '92101'], ['Sacramento', '95814'], ['Fresno', '93721'], ['Oakland', '94612'], ['San Jose', '95113']]],
  ['CO', '08', [['Denver', '80202'], ['Denver', '80205'], ['Colorado Springs', '80903'], ['Boulder', '80302'], ['Fort Collins', '80521']]],
  ['CT', '09', [['Hartford', '06103'], ['New Haven', '06510'], ['Stamford', '06901']]],
  ['DE', '10', [['Wilmington', '19801'], ['Dover', '19901'], ['Newark', '19711']]],
  ['DC', '11', [['Washington', '20001'], ['Washington', '20002'], ['Washington', '20003']]],
  ['FL', '12', [['Miami', '33130'], ['Orlando', '32801'], ['Tampa', '33602'], ['Jacksonville', '32202'], ['Tallahassee', '32301']]],
  ['GA', '13', [['Atlanta', '30303'], ['Atlanta', '30308'], ['Savannah', '31401'], ['Augusta', '30901'], ['Macon', '31201']]],
  ['HI', '15', [['Honolulu', '96813'], ['Hilo', '96720'], ['Kailua', '96734']]],
  ['ID', '16', [['Boise', '83702'], ['Meridian', '83642'], ['Idaho Falls', '83402']]],
  ['IL', '17', [['Springfield', '62701'], ['Chicago', '60601'], ['Chicago', '60614'], ['Peoria', '61602'], ['Naperville', '60540']]],
  ['IN', '18', [['Indianapolis', '46204'], ['Fort Wayne', '46802'], ['Bloomington', '47401']]],
  ['IA', '19', [['Des Moines', '50309'], ['Cedar Rapids', '52401'], ['Iowa City', '52240']]],
  ['KS', '20', [['Wichita', '67202'], ['Topeka', '66603'], ['Lawrence', '66044']]],
  ['KY', '21', [['Louisville', '40202'], ['Lexington', '40507'], ['Bowling Green', '42101']]],
  ['LA', '22', [['New Orleans', '70112'], ['Baton Rouge', '70801'], ['Shreveport', '71101']]],
  ['ME', '23', [['Portland', '04101'], ['Bangor', '04401'], ['Augusta', '04330']]],
  ['MD', '24', [['Baltimore', '21202'], ['Annapolis', '21401'], ['Frederick', '21701']]],
  ['MA', '25', [['Boston', '02108'], ['Worcester', '01608'], ['Springfield', '01103'], ['Cambridge', '02139']]],
  ['MI', '26', [['Detroit', '48226'], ['Grand Rapids', '49503'], ['Lansing', '48933'], ['Ann Arbor', '48104']]],
  ['MN', '27', [['Minneapolis', '55401'], ['Saint Paul', '55102'], ['Duluth', '55802'], ['Rochester', '55902']]],
  ['MS', '28', [['Jackson', '39201'], ['Gulfport', '39501'], ['Hattiesburg', '39401']]],
  ['MO', '29', [['Kansas City', '64105'], ['Saint Louis', '63101'], ['Springfield', '65806'], ['Columbia', '65201']]],
  ['MT', '30', [['Billings', '59101'], ['Missoula', '59802'], ['Bozeman', '59715'], ['Helena', '59601']]],
  ['NE', '31', [['Omaha', '68102'], ['Lincoln', '68508'], ['Grand Island', '68801']]],
  ['NV', '32', [['Las Vegas', '89101'], ['Reno', '89501'], ['Henderson', '89015'], ['Carson City', '89701']]],
  ['NH', '33', [['Manchester', '03101'], ['Concord', '03301'], ['Nashua', '03060']]],
  ['NJ', '34', [['Newark', '07102'], ['Jersey City', '07302'], ['Trenton', '08608'], ['Princeton', '08540']]],
  ['NM', '35', [['Albuquerque', '87102'], ['Santa Fe', '87501'], ['Las Cruces', '88001']]],
  ['NY', '36', [['New York', '10001'], ['New York', '10025'], ['Brooklyn', '11201'], ['Buffalo', '14202'], ['Rochester', '14604'], ['Albany', '12207'], ['Syracuse', '13202']]],
  ['NC', '37', [['Charlotte', '28202'], ['Raleigh', '27601'], ['Durham', '27701'], ['Asheville', '28801']]],
  ['ND', '38', [['Fargo', '58102'], ['Bismarck', '58501'], ['Grand Forks', '58201']]],
  ['OH', '39', [['Columbus', '43215'], ['Cleveland', '44113'], ['Cincinnati', '45202'], ['Dayton', '45402']]],
  ['OK', '40', [['Oklahoma City', '73102'], ['Tulsa', '74103'], ['Norman', '73069']]],
  ['OR', '41', [['Portland', '97204'], ['Eugene', '97401'], ['Salem', '97301'], ['Bend', '97701']]],
  ['PA', '42', [['Philadelphia', '19103'], ['Philadelphia', '19147'], ['Pittsburgh', '15222'], ['Harrisburg', '17101'], ['Allentown', '18101']]],
  ['RI', '44', [['Providence', '02903'], ['Warwick', '02886'], ['Newport', '02840']]],
  ['SC', '45', [['Charleston', '29401'], ['Columbia', '29201'], ['Greenville', '29601']]],
  ['SD', '46', [['Sioux Falls', '57104'], ['Rapid City', '57701'], ['Pierre', '57501']]],
  ['TN', '47', [['Nashville', '37203'], ['Memphis', '38103'], ['Knoxville', '37902'], ['Chattanooga', '37402']]],
  ['TX', '48', [['Houston', '77002'], ['Houston', '77006'], ['Dallas', '75201'], ['Austin', '78701'], ['San Antonio', '78205'], ['Fort Worth', '76102'], ['El Paso', '79901']]],
  ['UT', '49', [['Salt Lake City', '84111'], ['Provo', '84601'], ['Ogden', '84401']]],
  ['VT', '50', [['Burlington', '05401'], ['Montpelier', '05602'], ['Rutland', '05701']]],
  ['VA', '51', [['Richmond', '23219'], ['Virginia Beach', '23451'], ['Norfolk', '23510'], ['Arlington', '22201']]],
  ['WA', '53', [['Seattle', '98101'], ['Seattle', '98103'], ['Spokane', '99201'], ['Tacoma', '98402'], ['Olympia', '98501']]],
  ['WV', '54', [['Charleston', '25301'], ['Morgantown', '26505'], ['Huntington', '25701']]],
  ['WI', '55', [['Milwaukee', '53202'], ['Madison', '53703'], ['Green Bay', '54301']]],
  ['WY', '56', [['Cheyenne', '82001'], ['Casper', '82601'], ['Laramie', '82070'], ['Jackson', '83001']]],
];

/** Among the commonest street names in the US. */
const STREET_NAMES = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Lincoln', 'Jefferson', 'Madison',
  'Adams', 'Franklin', 'Jackson', 'Highland', 'Sunset', 'Church', 'Walnut', 'Spring', 'Chestnut', 'River', 'Center',
  'Market', 'Broad', 'Ridge', 'Meadow', 'Forest', 'Willow', 'Birch', 'Hickory', 'Magnolia', 'Dogwood', 'Lakeview',
  'Prospect', 'Union', 'Liberty', 'Mill', 'Water', 'Front', 'High', 'Grand', 'Summit', 'College', 'Central', 'School',
  'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Cherry', 'Poplar', 'Sycamore',
  'Laurel', 'Holly', 'Bay', 'Harbor', 'Valley', 'Canyon', 'Mountain View', 'Pleasant', 'Woodland', 'Orchard', 'Rose',
  'Vine', 'Cottonwood', 'Aspen', 'Juniper', 'Mesa', 'Palm', 'Ocean', 'Beach', 'King', 'Queen', 'Kennedy', 'Roosevelt',
  'Wilson', 'Grant', 'Monroe', 'Hamilton', 'Riverside', 'Fairview', 'Greenwood', 'Glenwood', 'Edgewood', 'Oakwood',
  'Parkview', 'Hillcrest', 'Brookside', 'Crestview', 'Evergreen', 'Wildwood', 'Country Club', 'Mission', 'Vista',
];
const SUFFIXES = ['Street', 'Street', 'Street', 'Avenue', 'Avenue', 'Road', 'Drive', 'Drive', 'Lane', 'Court', 'Place', 'Boulevard', 'Way', 'Circle', 'Terrace', 'Parkway'];

/**
 * Fixed rows the tests and the README name; the rest is drawn. They are real-looking addresses in real places,
 * not anyone's known property.
 */
const FIXED: readonly PropertyRecord[] = [
  { apn: '17167-1402300019', address: '123 Main Street', unit: '', city: 'Springfield', state: 'IL', zipCode: '62701', lotSize: 7405, bedrooms: 3, totalBaths: 2, buildingSqft: 1680 },
  { apn: '16001-R7345001210', address: '4810 Cottonwood Drive', unit: '', city: 'Boise', state: 'ID', zipCode: '83702', lotSize: 9583, bedrooms: 4, totalBaths: 2.5, buildingSqft: 2410 },
  { apn: '5432017009', address: '2250 Sunset Boulevard', unit: 'Unit 4B', city: 'Los Angeles', state: 'CA', zipCode: '90026', lotSize: null, bedrooms: 2, totalBaths: 2, buildingSqft: 1120 },
];

/** mulberry32: small, fast, and the same everywhere. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function generateProperties(count = PROPERTY_DATA_COUNT, seed = PROPERTY_DATA_SEED): PropertyRecord[] {
  const random = randomFrom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const digits = (length: number) => Array.from({ length }, () => String(int(0, 9))).join('');

  const rows: PropertyRecord[] = [...FIXED];
  const apns = new Set(rows.map((row) => row.apn));
  const addresses = new Set(rows.map((row) => `${row.address}|${row.unit}|${row.zipCode}`));
  while (rows.length < count) {
    // Every state in turn first, so all 50 and DC are there whatever the count; then at random.
    const [state, fips, cities] = rows.length - FIXED.length < PLACES.length ? PLACES[rows.length - FIXED.length]! : pick(PLACES);
    const [city, zipCode] = pick(cities);
    const street = `${pick(STREET_NAMES)} ${pick(SUFFIXES)}`;
    const number = random() < 0.7 ? int(100, 9999) : int(10, 99_999);
    const isUnit = random() < 0.16;
    const unit = isUnit ? pick([`Apt ${int(1, 30)}`, `Unit ${int(1, 12)}${pick(['A', 'B', 'C', 'D'])}`, `#${int(100, 2400)}`]) : '';
    const bedrooms = isUnit ? int(0, 3) : int(1, 6);
    const totalBaths = Math.max(1, Math.min(bedrooms + 1, int(2, 9) / 2));
    const buildingSqft = Math.round((isUnit ? 450 + bedrooms * 300 : 700 + bedrooms * 380) * (0.8 + random() * 0.5) / 10) * 10;
    const lotSize = isUnit ? null : Math.round((2_400 + random() * random() * 41_000) / 5) * 5;
    // "optional 5-character prefix with a dash, then word characters": the county's FIPS code and a parcel number,
    // or a bare parcel number as many counties write it.
    const apn = random() < 0.55 ? `${fips}${String(int(0, 99) * 2 + 1).padStart(3, '0')}-${digits(int(8, 12))}` : `${random() < 0.2 ? pick(['R', 'P']) : ''}${digits(int(9, 12))}`;
    const address = `${number} ${street}`;
    const key = `${address}|${unit}|${zipCode}`;
    if (apns.has(apn) || addresses.has(key)) continue;
    apns.add(apn);
    addresses.add(key);
    rows.push({ apn, address, unit, city, state, zipCode, lotSize, bedrooms, totalBaths, buildingSqft });
  }
  return rows;
}

export const CSV_COLUMNS = ['apn', 'address', 'unit', 'city', 'state', 'zip_code', 'lot_size', 'bedrooms', 'total_baths', 'building_sqft'] as const;

/** No field holds a comma, a quote or a line break, so the CSV needs no quoting (checked). */
export function toCsv(rows: readonly PropertyRecord[]): string {
  const lines = rows.map((row) => {
    const fields = [row.apn, row.address, row.unit, row.city, row.state, row.zipCode, row.lotSize ?? '', row.bedrooms, row.totalBaths, row.buildingSqft].map(String);
    if (fields.some((field) => /[",\r\n]/.test(field))) throw new Error(`A property field needs quoting: ${fields.join('|')}`);
    return fields.join(',');
  });
  return `${CSV_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

export function fromCsv(text: string): PropertyRecord[] {
  const [header, ...lines] = text.trim().split('\n');
  if (header !== CSV_COLUMNS.join(',')) throw new Error('Unexpected columns in the property data set.');
  return lines.map((line) => {
    const [apn, address, unit, city, state, zipCode, lotSize, bedrooms, totalBaths, buildingSqft] = line.split(',') as string[] & { length: 10 };
    return { apn: apn!, address: address!, unit: unit!, city: city!, state: state!, zipCode: zipCode!, lotSize: lotSize ? Number(lotSize) : null, bedrooms: Number(bedrooms), totalBaths: Number(totalBaths), buildingSqft: Number(buildingSqft) };
  });
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The migration that loads the data set: multi-row INSERTs of 300 rows, so 1,200 rows load in four statements. */
export function toMigrationSql(rows: readonly PropertyRecord[], batch = 300): string {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows
      .slice(start, start + batch)
      .map((row) => `(${[quote(row.apn), quote(row.address), quote(row.unit), quote(row.city), quote(row.state), quote(row.zipCode), row.lotSize ?? 'NULL', row.bedrooms, row.totalBaths, row.buildingSqft].join(',')})`);
    statements.push(`INSERT INTO "properties" ("apn","address","unit","city","state","zip_code","lot_size","bedrooms","total_baths","building_sqft") VALUES\n${values.join(',\n')};`);
  }
  return `-- The local property provider's data set (api/src/properties/us-properties.csv), written by\n-- api/scripts/generate-properties.ts from its seeded generator. Do not edit by hand.\n${statements.join('\n--> statement-breakpoint\n')}\n`;
}

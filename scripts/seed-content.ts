import type { CommunicationStyle } from '../shared/users';

// The demo city's citizens and what they say: English and French, with hashtags.
// Their scores come from the rules: identity from the profile (bio, styles, verified identity),
// community trust from the reactions below; coachability is where each starts, as if earned before.

export const CITIZENS = [
  { key: 'amara', username: 'Amara Okafor', handle: '@amara', verified: true,
    communicationStyles: ['goodFaithDebate', 'prefersData'], coachability: 92, bio: 'Urban planner. Bike lanes for everyone.', language: 'en' },
  { key: 'lucas', username: 'Lucas Tremblay', handle: '@lucas_t', verified: false,
    communicationStyles: ['lovesQuestions'], coachability: 75, bio: 'Montréalais, amateur de jazz et de débats.', language: 'fr' },
  { key: 'sofia', username: 'Sofia Marquez', handle: '@sofiam', verified: true,
    communicationStyles: ['prefersData'], coachability: 85, bio: 'Data journalist. Sources or it did not happen.', language: 'en' },
  { key: 'camille', username: 'Camille Dubois', handle: '@camille', verified: false,
    communicationStyles: [], coachability: 60, bio: 'Boulangère le jour, poète la nuit.', language: 'fr' },
  { key: 'noah', username: 'Noah Williams', handle: '@noahw', verified: false,
    communicationStyles: ['lovesQuestions'], coachability: 40, bio: 'New in town. Asking lots of questions.', language: 'en' },
  { key: 'ines', username: 'Inès Haddad', handle: '@ines_h', verified: true,
    communicationStyles: [], coachability: 70, bio: 'Médecin de quartier. La santé se construit ensemble.', language: 'fr' },
  { key: 'kenji', username: 'Kenji Sato', handle: '@kenji', verified: false,
    communicationStyles: ['valuesBrevity'], coachability: 55, bio: 'Photographer of rooftops and rain.', language: 'en' },
  { key: 'elodie', username: 'Élodie Martin', handle: '@elodie_m', verified: false,
    communicationStyles: [], coachability: 45, bio: 'Étudiante en histoire. Curieuse de tout.', language: 'fr' },
  { key: 'marcus', username: 'Marcus Reed', handle: '@mreed', verified: false,
    communicationStyles: [], coachability: 30, bio: 'Strong opinions, loosely held. Mostly.', language: 'en' },
  { key: 'aiko', username: 'Aiko Tanaka', handle: '@aiko', verified: true,
    communicationStyles: ['empathyFirst', 'goodFaithDebate'], coachability: 95, bio: 'Community mediator. Listening first.', language: 'en' },
  { key: 'theo', username: 'Théo Lefebvre', handle: '@theo_l', verified: false,
    communicationStyles: ['openToChangingMind'], coachability: 50, bio: 'Conseiller municipal bénévole.', language: 'fr' },
  { key: 'priya', username: 'Priya Nair', handle: '@priya', verified: false,
    communicationStyles: ['empathyFirst'], coachability: 80, bio: 'Teacher. Gardens, books and patience.', language: 'en' },
] as const satisfies ReadonlyArray<{ key: string; communicationStyles: readonly CommunicationStyle[] } & Record<string, unknown>>;

export type CitizenKey = (typeof CITIZENS)[number]['key'];

export interface SeedComment {
  by: CitizenKey;
  text: string;
  replies?: SeedComment[];
}

export interface SeedPost {
  by: CitizenKey;
  hoursAgo: number;
  content: string;
  image?: 'sunset.png' | 'park.png' | 'skyline.png' | 'market.png';
  audience?: 'private';
  comments?: SeedComment[];
  agree?: CitizenKey[];
  disagree?: CitizenKey[];
}

export const POSTS: SeedPost[] = [
  { by: 'amara', hoursAgo: 1, content: 'The new protected bike lane on Rivière Street opened today. Ten minutes faster to the market and nobody honked at me once. #cycling #urbanism', image: 'park.png', agree: ['sofia', 'priya', 'aiko', 'lucas', 'kenji'], disagree: ['marcus'], comments: [{ by: 'marcus', text: 'Great for cyclists, but where do the delivery vans stop now?', replies: [{ by: 'amara', text: 'Fair question! There are loading bays every 150 m, marked in blue.', replies: [] }] }, { by: 'noah', text: 'Is it safe for kids to ride there?' }] },
  { by: 'lucas', hoursAgo: 2, content: 'Soirée jazz ce vendredi au parc Lafontaine. Apportez une couverture et votre bonne humeur ! #jazz #culture', agree: ['camille', 'elodie', 'theo', 'ines'], comments: [{ by: 'camille', text: 'J’apporterai des croissants pour tout le monde 🥐' }] },
  { by: 'sofia', hoursAgo: 3, content: 'Rents in the city centre rose 6.2% last year according to the housing office’s annual report: https://example.org/housing-report-2026 — the sharpest rise in a decade. #housing #data', agree: ['amara', 'aiko', 'priya', 'theo', 'ines', 'kenji'], comments: [{ by: 'theo', text: 'Merci pour la source. Le conseil en discute mardi.' }, { by: 'marcus', text: 'Wages rose too though, did the report compare the two?', replies: [{ by: 'sofia', text: 'It did: wages +3.1%. So the gap still widened.' }] }] },
  { by: 'camille', hoursAgo: 5, content: 'Première fournée à 5 h ce matin. Il y a quelque chose de magique dans une ville qui dort encore. #boulangerie #matin', image: 'sunset.png', agree: ['lucas', 'elodie', 'ines', 'priya'] },
  { by: 'noah', hoursAgo: 6, content: 'Just moved here. Where do people actually meet their neighbours? Any recommendations for a newcomer? #newcomer #community', agree: ['aiko', 'priya'], comments: [{ by: 'aiko', text: 'The Saturday market on Place Centrale! Everyone ends up there.', replies: [{ by: 'noah', text: 'Thank you, I will go this weekend!' }] }, { by: 'priya', text: 'The community garden needs volunteers, come by on Sundays.' }] },
  { by: 'ines', hoursAgo: 8, content: 'Rappel : la clinique de quartier offre la vaccination contre la grippe sans rendez-vous jusqu’à dimanche. Plus d’infos : https://example.org/clinique #santé #quartier', agree: ['theo', 'camille', 'sofia', 'aiko', 'lucas'] },
  { by: 'kenji', hoursAgo: 10, content: 'Rooftops after the storm. The whole skyline was glowing. #photography #nightcity', image: 'skyline.png', agree: ['amara', 'sofia', 'elodie', 'priya', 'noah'], comments: [{ by: 'elodie', text: 'Magnifique ! Tu étais sur quel toit ?' }] },
  { by: 'marcus', hoursAgo: 12, content: 'Unpopular opinion: the city spends too much on festivals and not enough on fixing potholes. #budget', agree: ['noah'], disagree: ['lucas', 'camille'], comments: [{ by: 'lucas', text: 'Les festivals rapportent aussi de l’argent aux commerces locaux, non ?', replies: [{ by: 'marcus', text: 'Maybe. I would like to see the numbers on that.', replies: [{ by: 'sofia', text: 'The tourism office publishes them yearly, I can dig them up.' }] }] }] },
  { by: 'aiko', hoursAgo: 20, content: 'Mediation circle tonight at the library: how do we talk about the new parking rules without shouting? Everyone welcome. #dialogue #community', agree: ['amara', 'priya', 'ines', 'theo', 'sofia', 'noah'] },
  { by: 'theo', hoursAgo: 26, content: 'Le budget participatif est ouvert ! Chaque citoyen peut proposer un projet pour son quartier avant le 15. #budget #démocratie', agree: ['ines', 'lucas', 'aiko'], comments: [{ by: 'elodie', text: 'Est-ce que les étudiants peuvent proposer aussi ?', replies: [{ by: 'theo', text: 'Oui, dès 16 ans !' }] }] },
  { by: 'priya', hoursAgo: 30, content: 'My class planted 40 tulip bulbs in the school garden today. Ask me in April how it went. #gardening #school', agree: ['amara', 'aiko', 'camille', 'noah'] },
  { by: 'elodie', hoursAgo: 36, content: 'Saviez-vous que la place du marché était un port fluvial au XVIIIe siècle ? J’adore les archives municipales. #histoire', agree: ['lucas', 'theo', 'kenji'] },
  { by: 'sofia', hoursAgo: 48, content: 'Question for the city: how many of the 1,200 new housing units promised in 2024 have been built? I asked the planning office and will share the answer. #housing #accountability', agree: ['amara', 'theo', 'marcus'] },
  { by: 'amara', hoursAgo: 60, content: 'Walking tour of the old port this Sunday, 10 am. We will look at how the streets were redesigned after the flood. #urbanism #history', agree: ['elodie', 'kenji', 'priya'] },
  { by: 'lucas', hoursAgo: 72, content: 'Je ne suis pas d’accord avec la fermeture de la rue Saint-Denis aux voitures, mais je comprends les arguments. Parlons-en calmement. #débat', agree: ['aiko', 'theo'], disagree: ['amara'], comments: [{ by: 'amara', text: 'Merci pour le ton. Les commerces de la rue ont vu +12 % de passage piéton.' }] },
  { by: 'camille', hoursAgo: 90, content: 'Le marché de samedi avait les plus belles pommes de la saison. #marché #automne', image: 'market.png', agree: ['ines', 'lucas', 'priya'] },
  { by: 'kenji', hoursAgo: 110, content: 'Does anyone know why the tram on line 3 keeps stopping at Pont-Neuf for five minutes? #transit', agree: ['noah', 'marcus'], comments: [{ by: 'theo', text: 'Travaux sur la voie jusqu’à la fin du mois, d’après la STM.' }] },
  { by: 'noah', hoursAgo: 140, content: 'First week in the city: people here actually say thank you to the bus driver. I love it. #newcomer', agree: ['aiko', 'amara', 'camille', 'priya', 'kenji'] },
  { by: 'ines', hoursAgo: 160, content: 'Nous cherchons des bénévoles pour accompagner les aînés à leurs rendez-vous médicaux. Écrivez-moi ! #entraide #santé', agree: ['theo', 'elodie', 'aiko'] },
  { by: 'marcus', hoursAgo: 200, content: 'OK, I went to the mediation circle. Changed my mind about the parking permits. Credit where it is due. #dialogue', agree: ['aiko', 'amara', 'sofia', 'priya'] },
  { by: 'aiko', hoursAgo: 260, content: 'A reminder that disagreement is not disrespect. Disagree with the idea, respect the person. #community', agree: ['priya', 'ines', 'sofia', 'theo', 'noah', 'lucas'] },
  { by: 'theo', hoursAgo: 300, content: 'Compte rendu du conseil : la bibliothèque ouvrira le dimanche à partir de janvier. #culture #bibliothèque', agree: ['elodie', 'camille'] },
  { by: 'priya', hoursAgo: 20, audience: 'private', content: 'Inner circle only: planning a surprise for Aiko’s birthday at the garden. Shh! #secret' },
];

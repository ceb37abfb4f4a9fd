import type { Suggestion } from '../../../shared/coach';
import { createServerI18n } from '../lib/i18n';
import { everyKind, HARM_CLASSES, loadHarmModel, type HarmKind } from './harm-model';
import { createLocalCoach } from './local';
import { RULE_BOOK } from './rule-book';

let coach: Awaited<ReturnType<typeof createLocalCoach>>;
/** The same rules with a model that never reaches its threshold: what the rules alone block. */
let rulesOnly: typeof coach;
beforeAll(async () => {
  const model = loadHarmModel();
  coach = await createLocalCoach(createServerI18n(), model);
  rulesOnly = await createLocalCoach(createServerI18n(), { ...model, thresholds: everyKind(2) });
});

const analyze = (text: string, fallback: 'en' | 'fr' = 'en') => coach.analyze(text, { kind: 'post', fallbackLanguage: fallback });
const kinds = (suggestions: Suggestion[]) => suggestions.map((s) => s.id);
/** The hard blocks the coach gives a post. */
const blocks = async (text: string) => kinds(await analyze(text)).filter((id) => id.startsWith('BLOCKED'));

describe('BLOCKED: severe, in both languages, however it is spelled', () => {
  test.each([
    ['I will kill you if you come back here', 'BLOCKED:threat'],
    ['Watch out, I know where you live.', 'BLOCKED:threat'],
    ['Je vais te tuer, tu vas voir.', 'BLOCKED:threat'],
    ['t es un homme mort', 'BLOCKED:threat'],
    ['just kill yourself already', 'BLOCKED:selfHarm'],
    ['k i l l   y o u r s e l f', 'BLOCKED:selfHarm'],
    ['kys loser', 'BLOCKED:selfHarm'],
    ['Va te pendre, personne ne te regrettera', 'BLOCKED:selfHarm'],
    ['suicide-toi', 'BLOCKED:selfHarm'],
    ['Immigrants are vermin and should leave', 'BLOCKED:hate'],
    ['Les immigrés sont des parasites', 'BLOCKED:hate'],
    ['sale pédé', 'BLOCKED:hate'],
    ['His number is 514 555 0199, everyone call him and tell him what you think', 'BLOCKED:doxxing'],
    ['Elle habite au 12 rue des Lilas, allez lui rendre visite', 'BLOCKED:doxxing'],
  ])('%s', async (text, id) => {
    const result = await analyze(text);
    expect(kinds(result)).toContain(id);
    expect(result.find((s) => s.id === id)).toMatchObject({ type: 'BLOCKED', severity: 'severe' });
  });

  test('the message is in the text’s language', async () => {
    expect((await analyze('Je vais te tuer, espèce de lâche.'))[0].message).toMatch(/menace/);
    expect((await analyze('I am going to kill you, coward.'))[0].message).toMatch(/threat/);
  });

  test('given the citizen’s interface language, the messages are in it and the rewrites in the text’s', async () => {
    const inFrench = { kind: 'post' as const, fallbackLanguage: 'fr' as const, interfaceLanguage: 'fr' as const };
    expect((await coach.analyze('I am going to kill you, coward.', inFrench))[0].message).toMatch(/menace/);
    const [insult] = await coach.analyze('You are such an idiot, honestly.', inFrench);
    expect(insult).toMatchObject({
      id: 'REFINEMENT:insult',
      message: expect.stringMatching(/insulte/),
      examples: ['I see this differently, and here is why: …'],
    });
  });
});

describe('REFINEMENT with a rewrite', () => {
  test.each([
    ['You are such an idiot, honestly.', 'REFINEMENT:insult'],
    ['you are an idi0t', 'REFINEMENT:insult'],
    ['T’es vraiment un connard.', 'REFINEMENT:insult'],
    ['t es un conard', 'REFINEMENT:insult'],
    ['This policy is complete bullshit and everyone knows it', 'REFINEMENT:profanity'],
    ['Quelle merde, ce projet de loi.', 'REFINEMENT:profanity'],
    ['THIS IS THE WORST DECISION THE COUNCIL HAS EVER MADE', 'REFINEMENT:shouting'],
    ['I cannot believe they did that!!!!', 'REFINEMENT:exclamations'],
    ['All politicians are liars who only care about money.', 'REFINEMENT:generalisation'],
    ['Tous les politiciens sont des menteurs.', 'REFINEMENT:generalisation'],
    ['Nobody cares about your bike lanes.', 'REFINEMENT:dismissive'],
    ["On s'en fout de ton avis sur le tram.", 'REFINEMENT:dismissive'],
  ])('%s', async (text, id) => {
    const found = (await analyze(text)).find((s) => s.id === id);
    expect(found).toBeDefined();
    expect(found!.examples.length).toBeGreaterThan(0);
  });

  // The church's words are Québec's swears too: in a text about a church, they are the church's.
  test.each([
    ["Le calice et le tabernacle de l'église Saint-Édouard ont été restaurés, visite guidée samedi.", false],
    ['Le ciboire en argent de la paroisse a été volé pendant la messe de minuit', false],
    ['Calice que le 55 est lent à matin', true],
    ['mon ciboire de char a encore lâché', true],
  ])('%s: profanity %s', async (text, swear) => {
    expect(kinds(await analyze(text, 'fr')).includes('REFINEMENT:profanity')).toBe(swear);
  });

  test('shouting is rewritten in sentence case; exclamations are reduced to one', async () => {
    const shouting = (await analyze('STOP CLOSING OUR LIBRARIES. WE NEED THEM.')).find((s) => s.id === 'REFINEMENT:shouting')!;
    expect(shouting.examples[0]).toBe('Stop closing our libraries. We need them.');
    expect((await analyze('We won the match!!!!')).find((s) => s.id === 'REFINEMENT:exclamations')!.examples[0]).toBe('We won the match!');
  });
});

describe('fact-check', () => {
  test.each([
    ['Studies show that coffee cures cancer.'],
    ['Crime went up 45% this year in our neighbourhood.'],
    ['Les scientifiques disent que le vaccin provoque l’autisme.'],
    ["C'est un fait, la ville a perdu 20 % de ses habitants."],
  ])('%s asks for a source', async (text) => {
    expect((await analyze(text)).find((s) => s.type === 'fact-check')).toMatchObject({ severity: 'moderate' });
  });

  test('"c\'est historique" about the day\'s news claims nothing', async () => {
    expect((await analyze("Le 55 est passé à l'heure à matin, c'est historique.", 'fr')).find((s) => s.type === 'fact-check')).toBeUndefined();
  });

  test('a text that links its source does not get it', async () => {
    expect((await analyze('Rents rose 6.2% last year: https://example.org/report')).find((s) => s.type === 'fact-check')).toBeUndefined();
  });
});

describe('VALIDATION', () => {
  test.each([
    ['What do you all think about the new tram schedule?', 'VALIDATION:asksQuestion'],
    ['According to the city report, the park reopens in May.', 'VALIDATION:citesSource'],
    ['I see your point about parking, even if I disagree.', 'VALIDATION:acknowledges'],
    ['Je suis désolé pour ta perte, ça doit être difficile.', 'VALIDATION:empathy'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });
});

describe('clean texts stay clean', () => {
  test.each([
    'The new bike lane on Rivière Street opened today. Ten minutes faster to the market.',
    'Soirée jazz ce vendredi au parc, apportez une couverture.',
    'I strongly disagree with the council on this, and I will vote against it.',
    'Je ne suis pas du tout d’accord avec cette décision, mais je respecte le vote.',
    'The assassin in the film was brilliant; the class assessed Scunthorpe’s history.',
    'Our cocktail bar in Essex hosts a quiz on Tuesdays.',
    'Les pros et les cons du projet sont détaillés dans le document.',
    'That joke killed me, I laughed so hard.',
  ])('%s', async (text) => {
    const result = await analyze(text);
    expect(result.filter((s) => s.type === 'BLOCKED' || s.type === 'REFINEMENT')).toEqual([]);
  });
});

test('a reply takes the other citizen’s styles into account', async () => {
  const long = 'I think the plan has merit. '.repeat(15);
  const replyToStyles = ['valuesBrevity', 'prefersData', 'lovesQuestions', 'empathyFirst'] as const;
  const result = await coach.analyze(long, { kind: 'comment', fallbackLanguage: 'en', replyToStyles: [...replyToStyles] });
  const styles = ['REFINEMENT:styleBrevity', 'REFINEMENT:styleData', 'REFINEMENT:styleQuestion', 'REFINEMENT:styleEmpathy'];
  expect(kinds(result)).toEqual(expect.arrayContaining(styles));
});

test('the hard blocks alone, as the server re-checks them on publish', () => {
  expect(coach.hardBlocks('I will kill you', 'en').map((s) => s.id)).toEqual(['BLOCKED:threat']);
  expect(coach.hardBlocks('You are an idiot', 'en')).toEqual([]);
});

describe('rules added for the quality benchmark (npm run bench:coach)', () => {
  test.each([
    ['u r dead meat when i see u', 'BLOCKED:threat'],
    ['I know where your kids go to school', 'BLOCKED:threat'],
    ['somebody should put a bullet in his head', 'BLOCKED:threat'],
    ["j'vais te péter la gueule", 'BLOCKED:threat'],
    ['Surveille tes arrières', 'BLOCKED:threat'],
    ['just go unalive yourself', 'BLOCKED:selfHarm'],
    ['Tu devrais mettre fin à tes jours', 'BLOCKED:selfHarm'],
    ['Gay people are subhuman freaks', 'BLOCKED:hate'],
    ['Les musulmans sont une maladie', 'BLOCKED:hate'],
    ['Here is his personal email: someone@example.com, flood it', 'BLOCKED:doxxing'],
    ['Go pay him a visit: 42 Maple Street', 'BLOCKED:doxxing'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['Nice try, loser.', 'REFINEMENT:insult'],
    ['Ostie de cave', 'REFINEMENT:insult'],
    ['Quelle bande de débiles', 'REFINEMENT:insult'],
    ['Tabarnak, encore des cônes', 'REFINEMENT:profanity'],
    ['wtf is this schedule', 'REFINEMENT:profanity'],
    ['Every landlord in this city is a greedy parasite', 'REFINEMENT:generalisation'],
    ['Les automobilistes ne mettent jamais leur clignotant', 'REFINEMENT:generalisation'],
    ['Sure, keep telling yourself that', 'REFINEMENT:dismissive'],
    ['Tu sais pas de quoi tu parles', 'REFINEMENT:dismissive'],
    // Québec French and the names English gives a person
    ["hey l'épais, c'est un arrêt obligatoire", 'REFINEMENT:insult'],
    ['quelle grosse dinde', 'REFINEMENT:insult'],
    ["l'arbitre était un épais fini", 'REFINEMENT:insult'],
    ["ton beau-frère c'est un gros paresseux", 'REFINEMENT:insult'],
    ["Jeez Tanya you're such a drama queen", 'REFINEMENT:insult'],
    ['My landlord is a greedy leech and a liar', 'REFINEMENT:insult'],
    ['calvaire, la ligne orange est encore en panne', 'REFINEMENT:profanity'],
    ["fuck, j'ai oublié mon cadran", 'REFINEMENT:profanity'],
    ['What a shitshow of a Monday', 'REFINEMENT:profanity'],
    ["Les chauffeurs de la Rive-Sud savent pas c'est quoi un clignotant", 'REFINEMENT:generalisation'],
    ["Le monde de Laval savent pas conduire, c'est connu", 'REFINEMENT:generalisation'],
    ['Les fonctionnaires de la ville foutent rien de leurs journées, toutes pareils', 'REFINEMENT:generalisation'],
    ['Les Français de France arrivent ici pis chialent contre toute, typique', 'REFINEMENT:generalisation'],
    ['All cyclists in this city think red lights are a suggestion', 'REFINEMENT:generalisation'],
    ['Typical Toronto people, come here for a weekend and complain', 'REFINEMENT:generalisation'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['Unemployment is at its lowest level in 50 years'],
    ['Half the city budget goes to police salaries'],
    ['Drinking lemon water cures diabetes'],
    ['La moitié du budget va aux policiers'],
    ['Le maire a dépensé 2 M$ pour son bureau'],
  ])('%s asks for a source', async (text) => {
    expect((await analyze(text)).map((s) => s.type)).toContain('fact-check');
  });

  // Causes, dangers, contents and conspiracies stated as fact, without a claim word: the claim
  // frames name them, so a coach without the learned claims member asks for a source too.
  test.each([
    'the new 5G antennas are why my whole street gets migraines',
    'Le pain blanc est plus dangereux que la cigarette pour le cœur',
    "L'eau du robinet contient des perturbateurs endocriniens",
    'Les compteurs intelligents causent des cancers',
    'the boil water advisory was fake, they just wanted to sell bottled water',
    "la panne de l'hiver était arrangée, ils voulaient juste tester le monde",
    "Le prix de l'essence est fixé en secret par trois compagnies",
    'the gas companies secretly fixed the price of diesel',
    'half the new condos downtown are owned by investors who never live in them',
  ])('%s asks for a source by its frame', async (text) => {
    const framesOnly = await createLocalCoach(createServerI18n(), { ...loadHarmModel(), claims: undefined });
    expect((await framesOnly.analyze(text, { kind: 'post', fallbackLanguage: 'en' })).map((s) => s.type)).toContain('fact-check');
  });

  test.each([
    'the surprise party was planned in secret by his sisters',
    "le party de Julie s'organise en secret, chut",
    'this soup is more dangerous than it looks 🌶️',
  ])('%s claims nothing', async (text) => {
    expect((await analyze(text)).map((s) => s.type)).not.toContain('fact-check');
  });

  test.each([
    'Putain de bus encore en retard', // "retard" is "late" in French, not a slur
    'Le train a du retard',
    'The Habs killed it tonight',
    "I'd kill for a coffee right now",
    'Ils se disputent encore, les enfants',
    "J'habite à Laval depuis dix ans",
    'Crime fell 12% last year https://example.org/report',
  ])('%s is not blocked', async (text) => {
    const types = (await analyze(text)).map((s) => s.type);
    expect(types).not.toContain('BLOCKED');
    if (text.includes('http')) expect(types).not.toContain('fact-check');
  });
});

// Frames (rules/*.rules): phrasings no list names, caught by their shape (who + harm + intent).
describe('frames catch paraphrases', () => {
  test.each([
    ['I swear I\'ll put you in the hospital', 'BLOCKED:threat'],
    ['someone needs to shoot that referee', 'BLOCKED:threat'],
    ["you're gonna end up six feet under, buddy", 'BLOCKED:threat'],
    ['knife to your throat next time you talk to my sister', 'BLOCKED:threat'],
    ['it would be a shame if something happened to your kids', 'BLOCKED:threat'],
    ['that mayor deserves a bullet', 'BLOCKED:threat'],
    ["quelqu'un devrait flinguer ce juge", 'BLOCKED:threat'],
    ['tu vas finir six pieds sous terre', 'BLOCKED:threat'],
    ["ça serait dommage qu'il arrive quelque chose à tes enfants", 'BLOCKED:threat'],
    ["j'vais te péter les genoux", 'BLOCKED:threat'],
    ['do the world a favour and hang yourself', 'BLOCKED:selfHarm'],
    ['why are you even still breathing', 'BLOCKED:selfHarm'],
    ['va te jeter sous un train', 'BLOCKED:selfHarm'],
    ['tu devrais vraiment en finir', 'BLOCKED:selfHarm'],
    ['Muslims are a disease infecting this country', 'BLOCKED:hate'],
    ['gays should all be locked up', 'BLOCKED:hate'],
    ['faut tous les renvoyer ces immigrés', 'BLOCKED:hate'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['you absolute muppet', 'REFINEMENT:insult'],
    ['the councillor is a spineless coward', 'REFINEMENT:insult'],
    ['you have the IQ of a potato', 'REFINEMENT:insult'],
    ['cry harder, snowflake', 'REFINEMENT:insult'],
    ['quel guignol ce maire', 'REFINEMENT:insult'],
    ["t'es vraiment une lavette", 'REFINEMENT:insult'],
    ['Cyclists think they own the road', 'REFINEMENT:generalisation'],
    ['les boomers ont tout gâché', 'REFINEMENT:generalisation'],
    ['cool story bro', 'REFINEMENT:dismissive'],
    ["ouais ouais c'est ça", 'REFINEMENT:dismissive'],
    ['Eating bread after 6pm causes diabetes', 'fact-check:factCheck'],
    ['Tap water here is loaded with fluoride and lead', 'fact-check:factCheck'],
    ["la criminalité a doublé depuis l'élection du maire", 'fact-check:factCheck'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    "I'm gonna beat you at chess tonight",
    "I'll shoot you an email tomorrow",
    "I'll take you out for dinner on Friday",
    "I'm going to kill it at the gig tonight",
    'I felt like such an idiot when I missed the bus',
    "I'll cut you some slack this time",
    "Don't hurt yourself moving that couch!",
    'You are wrong about the budget, and here is why',
    "je vais t'ouvrir la porte",
    'je vais te descendre en ville demain',
    "je vais t'exploser au ping-pong",
    "Pourquoi t'es encore là ? La réunion est finie",
    'Finis-en avec ce rapport et viens dîner',
    'The Habs killed it tonight, what a third period',
    'Tu peux partager d’où vient ce 40 % ?',
  ])('%s: no Blocked, no insult, no fact-check', async (text) => {
    const ids = kinds(await analyze(text));
    expect(ids.filter((id) => id.startsWith('BLOCKED') || id === 'REFINEMENT:insult' || id.startsWith('fact-check'))).toEqual([]);
  });
});

// Wishes, veiled threats, weapons, sarcasm, sweeps said at the end, masked swears, hearsay.
describe('more shapes of harm, and their innocent look-alikes', () => {
  test.each([
    ['I hope a truck flattens you on your way home', 'BLOCKED:threat'],
    ['hope someone smashes your face in at the game', 'BLOCKED:threat'],
    ["you're gonna get your jaw broken if you keep this up", 'BLOCKED:threat'],
    ['someone should welcome that inspector with a crowbar', 'BLOCKED:threat'],
    ['I know which school your daughter goes to', 'BLOCKED:threat'],
    ["j'espère qu'une voiture va te renverser", 'BLOCKED:threat'],
    ['tu vas te prendre une maudite volée', 'BLOCKED:threat'],
    ['tu repartiras pas de là vivant', 'BLOCKED:threat'],
    ["personne va rien entendre quand je t'aurai trouvé", 'BLOCKED:threat'],
    ['lie down in front of the next train, please', 'BLOCKED:selfHarm'],
    ['why not take a whole box of sleeping pills', 'BLOCKED:selfHarm'],
    ['jette-toi du haut du pont', 'BLOCKED:selfHarm'],
    ['immigrants are filthy, get them out of our neighbourhood, they make me sick', 'BLOCKED:hate'],
    ['les handicapés faudrait les euthanasier', 'BLOCKED:hate'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['you utter turnip, read the sign', 'REFINEMENT:insult'],
    ['smooth move, Einstein', 'REFINEMENT:insult'],
    ['dumb as a box of rocks, that one', 'REFINEMENT:insult'],
    ['espèce de girouette', 'REFINEMENT:insult'],
    ['bien joué le génie', 'REFINEMENT:insult'],
    ['Landlords raise the rent and fix nothing, every single one of them', 'REFINEMENT:generalisation'],
    ['les touristes bloquent les trottoirs, tous pareils', 'REFINEMENT:generalisation'],
    ['what the f*ck is this schedule', 'REFINEMENT:profanity'],
    ['damn, the metro is down again', 'REFINEMENT:profanity'],
    ['Google is free, buddy', 'REFINEMENT:dismissive'],
    ['ça intéresse personne ton histoire', 'REFINEMENT:dismissive'],
    ['Garlic cures ear infections better than antibiotics', 'fact-check:factCheck'],
    ['There are 300 break-ins a month in Verdun', 'fact-check:factCheck'],
    ['Les médecins nous le cachent : le sucre détruit le cerveau', 'fact-check:factCheck'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    "I hope this doesn't hurt you, but the answer is no",
    'you absolute legend, the snow is cleared',
    'The dyke along the river held during the spring flood',
    'Ma chatte a eu trois chatons cette nuit',
    'Il faut changer la pédale de frein du vélo',
    'Une tapette à souris, ça marche mieux que le poison',
    'Got an A* in chemistry!',
    'Imagine having a library this close to home',
    'Party at 12 Maple Street on Saturday, drop by after 4',
    'Someone said the pool reopens at 6 with 20% off. True?',
    "J'ai entendu que 40 % des logements seront sociaux, quelqu'un a la source?",
  ])('%s: nothing blocked, no insult, no profanity, no fact-check', async (text) => {
    const ids = kinds(await analyze(text));
    expect(ids.filter((id) => /^(BLOCKED|fact-check)|insult|profanity/.test(id))).toEqual([]);
  });
});

// Each remaining rule added with the frames, by a phrasing of its own.
describe('every frame rule, one phrasing each', () => {
  test.each([
    ['someone oughta send that ref six feet under', 'BLOCKED:threat'],
    ['that judge deserves a brick through his windshield', 'BLOCKED:threat'],
    ["I'm bringing my shotgun to the hearing", 'BLOCKED:threat'],
    ['somebody should burn his house down', 'BLOCKED:threat'],
    ['keep talking about my shop and see what happens', 'BLOCKED:threat'],
    ['watch your back on the way home', 'BLOCKED:threat'],
    ["you won't leave that meeting alive", 'BLOCKED:threat'],
    ["on va lui régler son compte à coups de batte", 'BLOCKED:threat'],
    ["ce gars mérite qu'on le tabasse", 'BLOCKED:threat'],
    ['faudrait foutre le feu chez le maire', 'BLOCKED:threat'],
    ["je sais à quelle heure tu sors du bureau", 'BLOCKED:threat'],
    ['on a ton adresse, profite bien', 'BLOCKED:threat'],
    ['go play on the highway', 'BLOCKED:selfHarm'],
    ["if I were you I'd have ended it", 'BLOCKED:selfHarm'],
    ['tire-toi une balle', 'BLOCKED:selfHarm'],
    ['those dykes should leave our street', 'BLOCKED:hate'],
    ['sale tapette', 'BLOCKED:hate'],
    ['Found her house: 14 Oak Street. Bring eggs tonight.', 'BLOCKED:doxxing'],
    ["C'est Marie Roy, 22 rue des Pins. Faites-lui regretter.", 'BLOCKED:doxxing'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['what a whiny twerp', 'REFINEMENT:insult'],
    ['the old landlord is a coward', 'REFINEMENT:insult'],
    ['Bus drivers made me late again, they are always rude', 'REFINEMENT:generalisation'],
    ['every landlord is a crook', 'REFINEMENT:generalisation'],
    ['dog owners are the most selfish neighbours', 'REFINEMENT:generalisation'],
    ['imagine crying this much over a bike lane', 'REFINEMENT:dismissive'],
    ["not my job to teach you basic math", 'REFINEMENT:dismissive'],
    ['et la marmotte, elle plie le chocolat', 'REFINEMENT:dismissive'],
    ['Ferme ta chatte', 'REFINEMENT:profanity'],
    ['Honey cures strep throat', 'fact-check:factCheck'],
    ['Researchers agree that screens rot the brain', 'fact-check:factCheck'],
    ['Soda destroys your kidneys', 'fact-check:factCheck'],
    ['Half of the rentals downtown are illegal', 'fact-check:factCheck'],
    ['The detour takes 15 minutes longer every morning', 'fact-check:factCheck'],
    ['The mayor spent $250,000 on furniture', 'fact-check:factCheck'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });
});

// Shapes added after the first held-out set was folded into the corpus, each in a phrasing of its own.
describe('masked slurs, distant intent, doxxing by invitation', () => {
  test.each([
    ["I'm gonna wait for him after work and put him in the ICU", 'BLOCKED:threat'],
    ['someone should take a crowbar to those inspectors', 'BLOCKED:threat'],
    ['keep it up and u end up 6 feet under', 'BLOCKED:threat'],
    ["I'll be waiting outside your house tonight", 'BLOCKED:threat'],
    ["that landlord is gonna get what's coming to him", 'BLOCKED:threat'],
    ['post my address again and see what happens to your car', 'BLOCKED:threat'],
    ['faudrait tous les aligner contre un mur', 'BLOCKED:threat'],
    ["j'aimerais bien lui défoncer le crâne à coups de pelle", 'BLOCKED:threat'],
    ['continue comme ça pis tu vas voir ce qui va t’arriver', 'BLOCKED:threat'],
    ['just run in front of the blue line train, nobody will miss you', 'BLOCKED:selfHarm'],
    ['you should have swallowed the whole bottle of pills', 'BLOCKED:selfHarm'],
    ['n***ers ruin every neighbourhood', 'BLOCKED:hate'],
    ['the f*ggots are at it again', 'BLOCKED:hate'],
    ['les b*ugnoules dehors', 'BLOCKED:hate'],
    ['third-worlders are taking over the block', 'BLOCKED:hate'],
    ['les tapettes ne devraient même pas avoir le droit de se marier', 'BLOCKED:hate'],
    ['This is the email of the guy who reported my shed: j.doe.77@mail.com. Have fun.', 'BLOCKED:doxxing'],
    ['La fille qui a rayé mon char: 438-555-0177. Gênez-vous pas.', 'BLOCKED:doxxing'],
    ['Son cell: 514-555-0101, écrivez-lui jour et nuit', 'BLOCKED:doxxing'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    ['what an ignoramus', 'REFINEMENT:insult'],
    ['t’es rien qu’une pourriture', 'REFINEMENT:insult'],
    ['this schedule is a clusterf**k', 'REFINEMENT:profanity'],
    ['All landlords care about is the rent cheque', 'REFINEMENT:generalisation'],
    ['Cyclists run every red light downtown, typical', 'REFINEMENT:generalisation'],
    ['Les agents immobiliers c’est tous des requins', 'REFINEMENT:generalisation'],
    ['Les livreurs à Montréal sont tous en retard', 'REFINEMENT:generalisation'],
    ['cool pour toi, personne lit', 'REFINEMENT:dismissive'],
    ['Baking soda dissolves gallstones, works every single time', 'fact-check:factCheck'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    'The plumber was great, his number is 514-555-0101',
    "Le plombier est super fiable, son cell c'est le 514-555-0101",
    'Feel free to call the shop at 514-555-0123',
    'Have fun at the block party, 45 Elm Street, from noon',
    'He took a hammer to the old drywall this weekend',
    "I'll be waiting outside your building to drive you to the airport",
    'On a aligné les photos contre le mur du salon',
    'You nerd, you read the whole budget? Respect',
    "The company is replacing us with software, it's grim",
    'Une tapette à mouches, ça ne devrait pas coûter 20 $',
    'The councillor will get what’s coming to him at the polls',
  ])('%s: nothing blocked, no insult', async (text) => {
    const ids = kinds(await analyze(text));
    expect(ids.filter((id) => id.startsWith('BLOCKED') || id === 'REFINEMENT:insult')).toEqual([]);
  });
});

// Shapes from the development texts written after the second round: idioms that only threaten,
// encounters promised, a group named elsewhere in the text, reports of threats.
describe('veiled idioms, promised encounters, groups named apart', () => {
  test.each([
    ['we should visit the treasurer at home, and not to talk', 'BLOCKED:threat'],
    ["if I ever run into that referee again I'm clipping him with my truck", 'BLOCKED:threat'],
    ['would be a pity if your new car caught fire tonight', 'BLOCKED:threat'],
    ["si je te croise au dépanneur t'es mort", 'BLOCKED:threat'],
    ["ce n'est pas une menace, c'est une promesse", 'BLOCKED:threat'],
    ['go walk into traffic, please', 'BLOCKED:selfHarm'],
    ['à ta place je me jetterais du pont', 'BLOCKED:selfHarm'],
    ['these parasites want sharia in our schools', 'BLOCKED:hate'],
    ['expulsez-les tous, ces musulmans', 'BLOCKED:hate'],
    ['towel h*ads everywhere downtown', 'BLOCKED:hate'],
    ['the guy who towed my car: 555-201-7788. you know the drill', 'BLOCKED:doxxing'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    "A note on my door said 'I'll burn your house down'. I filed a report with the police.",
    "Quelqu'un m'a écrit « je vais te tuer », j'ai porté plainte à la police.",
    'Pizza Roma is open till 2am, call them at 514-555-0147 for delivery',
    'QUI A LAISSÉ SON CHIEN ABOYER TOUTE LA NUIT AU 3E ÉTAGE',
    'The company is replacing us with kiosks next year',
    'If I see you at the market I will buy you a coffee',
    // a citizen asking for help must never be blocked; nor a plumber's advertisement
    'Comment parler de suicide avec mon ado? Je cherche des ressources.',
    "Plomberie Roy, service d'urgence 24/7, appelez le 514-555-0123",
  ])('%s: not blocked', async (text) => {
    expect(await blocks(text)).toEqual([]);
  });
});

describe('the harm model (harm-model.ts) blocks what no rule names', () => {
  test.each([
    ["Nice shop you have on Fleury. Be a shame if the windows didn't make it through the weekend, know what I mean", 'BLOCKED:threat'],
    ['your kids walk home past the quarry every day. long walk. lots can happen', 'BLOCKED:threat'],
    ["tu devrais aller faire un tour sur le pont Jacques-Cartier et pas revenir, personne va s'en rendre compte", 'BLOCKED:selfHarm'],
  ])('%s', async (text, id) => {
    // The rules alone let it through; the shipped coach does not.
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
    expect(kinds(coach.hardBlocks(text, 'en'))).toEqual([id]);
  });
});

describe('words of harm in an innocent sense block nothing, whoever reads them', () => {
  test.each([
    'Gonna smash you at ping pong tonight 🏓',
    'Je vais te massacrer au Uno ce soir, chu en feu',
    "You're going to die laughing at this video of my dog",
    'Tu vas crever l’écran, j’en suis sûre !',
    "Found your wallet by the arena, I know where you live and I'll drop it off tonight",
    "Il fait tellement chaud que je meurs, quelle piscine ferme tard ?",
    'Refuser cette promo ce serait me tirer une balle dans le pied',
    "This level is killing me, I'm gonna murder this boss fight tonight 🎮",
    'Je vais le tuer ce niveau de Zelda, ça fait trois soirs que je bloque dessus.',
    'Je t’étrangle si tu me spoiles la fin de la série, je te préviens 😂',
    "Told my husband I'd kill him if he forgot the milk again. He forgot. He lives. Barely. 🥛😂",
  ])('%s', async (text) => {
    expect(await blocks(text)).toEqual([]);
  });

  test.each([
    "I'll break your jaw at the tournament in Sherbrooke, see you Saturday",
    'Je vais te casser la gueule au tournoi de Rimouski, on se voit samedi',
  ])('a venue is no game: %s', async (text) => {
    expect(await blocks(text)).toEqual(['BLOCKED:threat']);
  });

  /** A model that reads every text alike: this sure of this kind of harm. */
  const sureOf = async (kind: HarmKind, harm: number) => {
    const bias = HARM_CLASSES.map((c) => (c === 'none' ? Math.log(1 - harm) : c === kind ? Math.log(harm) : -30));
    return createLocalCoach(createServerI18n(), {
      classes: HARM_CLASSES,
      thresholds: everyKind(0),
      members: [{ view: 'wordsAndLetters', bias, weights: { bits: 0, columns: 0, scale: 1, values: new Int8Array(0) } }],
    });
  };

  test('the innocent sense holds back a fairly sure model, and only where it applies; a near-certain one overrules it', async () => {
    const fairlySure = await sureOf('threat', 0.9);
    expect(fairlySure.hardBlocks('Gonna crush you at Mario Kart tonight', 'en')).toEqual([]);
    // Without an innocent sense the same model blocks: the innocent sense is the reason, not the model.
    expect(kinds(fairlySure.hardBlocks('See you at the bakery tonight', 'en'))).toEqual(['BLOCKED:threat']);
    const certain = await sureOf('threat', 0.97);
    expect(kinds(certain.hardBlocks('ur gonna get k1lled walkin home after poker night Jared 🔪🔪 just sayin', 'en'))).toEqual(['BLOCKED:threat']);
  });


  test("a recommendation excuses someone's details only while the model is unsure they are doxxing", async () => {
    const shop = "Pizzeria Le Four à Bois, 8 av. Jean Jaurès, Vénissieux. Livraison jusqu'à 23h au 04 72 50 33 18.";
    const tip = 'the ticket agent who was rude to me is Patrice, works the Berri booth, weekdays 6am-2pm, book a trip and tell him';
    const unsure = await sureOf('doxxing', 0.45);
    expect(unsure.hardBlocks(shop, 'fr')).toEqual([]);
    expect(unsure.hardBlocks(tip, 'en')).toEqual([]);
    const sure = await sureOf('doxxing', 0.6);
    expect(kinds(sure.hardBlocks(tip, 'en'))).toEqual(['BLOCKED:doxxing']);
  });
});

describe('unsourced claims in the shapes people write them', () => {
  test.each([
    ['Montréal est officiellement la ville la plus sale au Canada'],
    ['Le métro de Montréal est le plus lent d’Amérique du Nord, y’a même pas de débat'],
    ['Les Québécois boivent deux fois plus de café que les Français'],
    ['Le Plateau a plus de restos par habitant que n’importe quel quartier au monde'],
    ['Le nombre de cyclistes l’hiver a été multiplié par 5 en 5 ans'],
    ['Un jeune Québécois sur deux a déjà pris des antidépresseurs avant 25 ans'],
    ['les cols bleus travaillent en moyenne 3 heures par jour'],
    ['La moitié des médecins formés au Québec partent pratiquer en Ontario'],
    ['Le vinaigre de cidre fait fondre le gras du ventre, c’est médicalement démontré.'],
    ['Les lunettes anti-lumière bleue règlent l’insomnie, tous les ophtalmos le disent'],
    ['Selon les études, un chat d’intérieur vit 8 ans de plus'],
    ['Quebec City is the safest city in North America'],
    ['The Plateau has more restaurants per capita than any neighbourhood on earth'],
    ['Montreal is warming twice as fast as the rest of the planet'],
    ['Over half the apartments in the Plateau are Airbnbs now'],
    ['Sleeping less than 6 hours doubles your cancer risk. Settled science.'],
    ['Purebred dogs live half as long as mutts, according to the experts'],
    ['Wind turbines kill more birds than cats do, it’s documented'],
    ['Asylum seekers cost Quebec a billion dollars a year and nobody talks about it'],
    ['Shootings in this city have quintupled since 2019'],
    ['tick cases went up four times in this neighbourhood'],
    ['Chaque automobiliste montréalais perd 1200 $ par année à cause des nids-de-poule'],
    ['L’attente moyenne à l’urgence de Maisonneuve-Rosemont est de 22 heures'],
    ['5G towers are what’s causing all the headaches in Verdun this summer'],
    ['seed oils are literally poisoning your brain'],
    ['une tisane de pissenlit détoxifie le foie en 3 jours'],
    ['every drink kills 10,000 brain cells permanently'],
    ['Microwaving your vegetables destroys all of their vitamins.'],
    ['Le café déshydrate plus que la bière, c’est de la physiologie de base'],
    ['La Gaspésie a perdu la moitié de sa population depuis 1980'],
    ['Le cannabis légal a fait doubler les accidents de la route au Québec'],
    ['The REM is down one day out of three since it opened'],
    ['the new tramway will cost every household $5000, that’s just math'],
    ['City workers average about 3 hours of actual work a day'],
    ['Le salaire moyen au Québec est le plus bas au Canada'],
  ])('%s asks for a source', async (text) => {
    expect(kinds(await analyze(text, /[éèàù’]|\b(?:le|la|les)\b/i.test(text) ? 'fr' : 'en'))).toContain('fact-check:factCheck');
  });

  test.each([
    // figures about oneself, a sale, a timetable, a score, a taste
    'Ma fille a eu 92 % à son examen de maths, super fière d’elle',
    'My rent goes from $1,150 to $1,210 in July, at least they finally fixed the windows',
    "Dick's Sporting Goods has hockey skates 30% off this weekend",
    'Boulangerie Chez Rita, ouverte 7 jours sur 7 !',
    'si tu prends encore le dernier morceau de pizza, je lance une vendetta familiale sur trois générations',
    'Ma tante fait la meilleure tarte aux bleuets du Lac-Saint-Jean, c’est officiel',
    'Le chef a fait exploser les saveurs avec ce tartare, bravo',
    'condolences to the Nadeau family. Robert coached half the kids on this street in peewee',
    'Bonhomme Carnaval is the scariest man in Québec City and you all know it',
  ])('%s: no fact-check', async (text) => {
    expect(kinds(await analyze(text))).not.toContain('fact-check:factCheck');
  });

  test('a named source spares a claim; "the studies" or "the experts" name none', async () => {
    expect(kinds(await analyze('Selon Statistique Canada, 70 % des Montréalais vivent en logement locatif', 'fr'))).not.toContain('fact-check:factCheck');
    expect(kinds(await analyze('Selon les études, 70 % des Montréalais veulent qu’on enlève les pistes cyclables', 'fr'))).toContain('fact-check:factCheck');
  });
});

describe('words that are slurs or threats only in another sense', () => {
  test.each([
    'our Maine Coon just got his first grooming, the groomer said he is the fluffiest',
    'Mon beau-père a surpris un raton laveur dans son bac à compost',
    'Honnêtement je suis en beau fusil contre la STM. Trois retards cette semaine.',
    'drop-dead gorgeous sunset on the Saguenay fjord tonight',
    "The Habs' penalty kill is the chink in their armour again this season",
    'Faggots and peas at the British pub? My uncle swears by them',
    'Walked the dyke along the Rivière des Prairies at sunset, herons everywhere',
    "Attention aux rues fermées dimanche, prévoyez du temps si vous allez à l'hôpital",
    'En France, le 3114 répond jour et nuit si vous avez des idées noires. On sait jamais.',
    'Mon ado dit que ses amis lui écrivent « va crever » en jouant à Fortnite, je devrais intervenir ?',
    'Je comprends les inquiétudes, mais dire que les immigrants « détruisent » le Québec, non.',
    "I'll end you at Catan, I'm hoarding every sheep on the board",
    'touch my fries again and I will end you (lovingly)',
    'Habs are gonna crush them tonight, calling it now',
    'Je sais à quelle heure tu finis ta shift, j’vais t’attendre avec de la soupe chaude pis un lift',
    "I'll be waiting outside your building at 6:45, we'll beat the traffic to Dorval",
    'my team is going to bury you under an avalanche of useless facts on Thursday',
    "we're gonna bury them, said our captain about the other team",
    'Watch your back Sylvie, my zucchinis are coming for the fair trophy this year',
    'Attention Josée, je sais où tu habites pis je vais venir te porter une tarte au sucre',
    "on va t'attendre à la sortie de l'examen avec une bouteille de bulles",
    "bring something heavy duty like a dolly, we're moving his piano",
    'bring something heavy to the potluck, like a lasagna',
    "I'm going to bury you, come to trivia tonight",
    'fais-toi pas mal en pelletant ton entrée',
    'sending you (((hugs))) after a week like that',
    'Sending (((virtual hugs))) to Mireille, get well soon',
    'Final score 14-88, rough night for our U12 team but the kids had fun',
    'Bus 88 leaves at 14:88? No, 14:08, my typo',
    'First Shabbat dinner at Noa’s, the only goyim at the table and they fed me like family',
    // hate quoted to refute or explain it
    'Le "grand remplacement" est une théorie du complot raciste, démentie par les démographes: https://example.org/grand-remplacement-explique',
    'C\'est quoi exactement le mot "remigration" qu\'on voit passer partout? Pourquoi c\'est problématique?',
    'La CAQ mérite une raclée électorale aux prochaines élections.',
    'who the f*** schedules construction on every bridge at once', // "f***" fits "fags" too, but a swear first
    // a social handle is a name its owner chose, not the writer's words
    "@dave_pedale t'es le cycliste le plus moralisateur du site, relaxe avec ta cadence",
  ])('%s: not blocked', async (text) => {
    expect(await blocks(text)).toEqual([]);
  });

  test.each([
    ['On sait où il crèche, on attend juste le signal.', 'BLOCKED:threat'],
    ['je sais où il travaille. il risque de pas arriver au resto.', 'BLOCKED:threat'],
    ['Les « jeunes » de cité, on sait tous de quelle couleur ils sont', 'BLOCKED:hate'],
    ['les immigrants « détruisent » le Québec, dehors', 'BLOCKED:hate'],
    ['that coon next door should go back where he came from', 'BLOCKED:hate'],
    ['I have a rope and a tree with your name on it, see you soon', 'BLOCKED:threat'],
    ["j'ai une corde avec ton nom dessus", 'BLOCKED:threat'],
    ['keep calling the cops on my parties and you will need more than cops', 'BLOCKED:threat'],
    ['honestly there will be blood in the streets after this budget', 'BLOCKED:threat'],
    ['il y aura du sang dans les rues si la loi passe', 'BLOCKED:threat'],
    ["there'll be blood in the streets if they close the rink", 'BLOCKED:threat'],
    ['Fais-toi du mal, tu le mérites', 'BLOCKED:selfHarm'],
    ['va boire le poison à rats, on sera tranquilles', 'BLOCKED:selfHarm'],
    ['just go chug a glass of antifreeze', 'BLOCKED:selfHarm'],
    ['Les b*ougnoules ont pris tout le quartier', 'BLOCKED:hate'],
    ['(((they))) are behind the housing crisis too', 'BLOCKED:hate'],
    ['le grand remplacement est en marche, regardez nos écoles', 'BLOCKED:hate'],
    ['14/88 brothers, the day is coming', 'BLOCKED:hate'],
    ['1488, gardons le quartier blanc', 'BLOCKED:hate'],
    ['The j*ws who run the banks raised rates again', 'BLOCKED:hate'],
    ['les m*sulmans ont encore gagné, bravo la ville', 'BLOCKED:hate'],
    ['they always find a way to bleed the goyim dry', 'BLOCKED:hate'],
    ['ce maudit propriétaire mérite une raclée', 'BLOCKED:threat'],
    ['@julie_m sale pédale', 'BLOCKED:hate'],
  ])('%s: still blocked', async (text, id) => {
    expect(kinds(coach.hardBlocks(text, 'fr'))).toContain(id);
  });
});

describe('everyday replies and plans are never blocked, however short', () => {
  // Short friendly texts share words with veiled threats ("see you … after work", "je t'attends
  // devant …"); the corpus holds plenty of them so the model learns they are the common case.
  test.each([
    'almost there, save me a seat',
    'see you at the rink after work',
    'your turn to bring snacks on friday',
    "can't wait to see you all tonight",
    "who's driving us to the game tomorrow?",
    'grabbing the kids at 3:30 then heading to your place',
    'nice one',
    "that's it for today, see you monday",
    'just in time',
    'on arrive dans dix minutes',
    "c'est ton tour de ramener les enfants jeudi",
    'hâte de vous voir samedi!',
    "je t'attends devant le dépanneur",
    "on se retrouve chez vous après l'école?",
    'bravo à toute l’équipe',
    "merci d'être passée hier, ça m'a fait du bien",
    'qui vient au parc demain matin?',
  ])('%s', (text) => {
    expect(coach.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe('condescension, sweeping claims and insults without a rude word', () => {
  test.each([
    ['Sure, sweetie. You will understand when you are older.', 'REFINEMENT:dismissive'],
    ["C'est ça, mon chou, quand tu vas être grand tu vas comprendre.", 'REFINEMENT:dismissive'],
    ['Bon, le grand penseur a parlé.', 'REFINEMENT:dismissive'],
    ["Laisse faire, j'perdrai pas ma soirée avec toi.", 'REFINEMENT:dismissive'],
    ['Tourists in the Old Port are all clueless and rude.', 'REFINEMENT:generalisation'],
    ['Cyclists on this street run every light, no exceptions', 'REFINEMENT:generalisation'],
    ['Anyone who drives an Audi is a menace on the road', 'REFINEMENT:generalisation'],
    ['Real estate agents would sell their own grandmother for a commission', 'REFINEMENT:generalisation'],
    ['Les promoteurs vendraient leur propre mère pour un condo de plus', 'REFINEMENT:generalisation'],
    ['Every contractor is a con artist waiting to rip you off', 'REFINEMENT:generalisation'],
    ["Les proprios à Montréal, c'est toute des sangsues.", 'REFINEMENT:generalisation'],
    ['Le monde du 450 sait pas conduire en ville', 'REFINEMENT:generalisation'],
    ['The only thing emptier than the Olympic Stadium is your skull, buddy.', 'REFINEMENT:insult'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text))).toContain(id);
  });

  test.each([
    'When you are older you will understand why we saved, said my dad, and he was right',
    "Quand tu seras grande, tu pourras choisir ton école toi-même, ma chérie",
    'Tourists in the Old Port are welcome to join the free walking tour',
    'Anyone who drives an electric car is eligible for the rebate',
    'Le monde du quartier sait comment faire une belle fête',
  ])('%s: none of these', async (text) => {
    const found = kinds(await analyze(text));
    for (const id of ['REFINEMENT:dismissive', 'REFINEMENT:generalisation', 'REFINEMENT:insult']) expect(found).not.toContain(id);
  });
});

describe('a sweep that demeans a protected group is hate; one about cyclists, or a tease, is a refinement', () => {
  test.each([
    ['Muslims in this city are all liars and thieves', 'BLOCKED:hate'],
    ["Les Latinos sur les chantiers c'est toute des voleurs", 'BLOCKED:hate'],
    ['Cyclists are all selfish', 'REFINEMENT:generalisation'],
    ['women are always late lol', 'REFINEMENT:generalisation'],
    ['Les propriétaires sont tous des voleurs', 'REFINEMENT:generalisation'],
  ])('%s: %s', async (text, id) => {
    const found = kinds(await analyze(text));
    expect(found).toContain(id);
    if (id.startsWith('REFINEMENT')) expect(found.filter((k) => k.startsWith('BLOCKED'))).toEqual([]);
  });
});

describe("hyperbole, games and reports of harm pass; the writer's own threat does not", () => {
  test.each([
    "I'm going to strangle whoever invented 8am meetings",
    'That Nanaimo bar recipe is so good it should be illegal. Killed it, Auntie Marg!',
    'Jenga night: I will END you all',
    "Not me yelling 'I'll kill you' at my boyfriend during Smash Bros",
    "Someone keeps commenting 'kys' on my posts, how do I block them?",
    "An older boy told him at recess to 'go die', what should we do?",
    "I know where you live... and I'm bringing soup because you've been sick all week",
    "On est allés à vélo jusqu'au pont, la petite a tout pédalé toute seule",
    'Soirée poker chez Marc: je vais tous vous tuer',
    'At the meeting a guy yelled that the councillor "should be hanged". Security removed him.',
    "Quelqu'un disait 'va te pendre' à un gars qui demandait de l'aide, c'est dégueulasse",
    "Mon coach m'a dit « on va te tuer à soir » pis il a tenu parole, leg day",
    'sleep with one eye open, this hockey pool is mine 🏒',
    "Watch your back at office trivia, Jen. I've been studying capital cities all week.",
    'watch your back, ping pong rematch is coming 🏓',
    "Dors d'un œil, Sylvie : à la guerre de neige de samedi, les enfants de la rue Fabre ont un arsenal de 300 balles de neige 😈❄️",
    "Ma collègue est malade, je lui ai dit : je sais où t'habites, j'arrive ce soir avec la soupe et les mouchoirs 🍲",
    'Le chien du voisin (Moka) a fugué encore. Si vous voyez un petit beagle avec un foulard rouge, il est gentil, appelez au 514-555-0164.',
    'Le maire a reçu des menaces du type « on sait où tu restes »; la SQ enquête.',
    'Ce niveau de Zelda, je vais le tuer ce soir, promis.',
    "Le procès de l'homme accusé d'avoir écrit « je vais te faire la peau » à la mairesse s'est ouvert aujourd'hui au palais de justice.",
    "\"T'es mort!\" – mon gars de 7 ans après m'avoir arrosé avec son fusil à eau. J'ai fait le mort sur le gazon pendant 10 minutes.",
    'The mayor got threats like "we know where you live" after the vote.',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'en')).toEqual([]);
  });

  test.each([
    ["I told him 'I'll kill you' and I meant it", 'BLOCKED:threat'],
    ["I yelled 'I'm going to kill you' and I will", 'BLOCKED:threat'],
    // an innocent sense never excuses an address
    ["I'm going to kill whoever invented this app, and I know who: Marc Tremblay, 4500 rue Fabre", 'BLOCKED:threat'],
    ["t'es une pédale", 'BLOCKED:hate'],
    ['ces pédales-là devraient se cacher', 'BLOCKED:hate'],
  ])('%s: still blocked', (text, id) => {
    expect(kinds(coach.hardBlocks(text, 'en'))).toContain(id);
  });
});

describe('dares, wishes and codes of France and Québec; ligatures read as letters', () => {
  test.each([
    ['k y s   k y s   k y s', 'BLOCKED:selfHarm'],
    ["va t'faire s@ut3r l'c@isson, l0s3r", 'BLOCKED:selfHarm'],
    ["Va jouer dans l'trafic, pour vrai.", 'BLOCKED:selfHarm'],
    ["J'te souhaite un bon gros cancer, pis lent à part de ça.", 'BLOCKED:selfHarm'],
    ['Dors avec un œil ouvert, Sébastien. Je suis pas loin.', 'BLOCKED:threat'],
    ['À la prochaine manif faut tirer dans le tas, y a que ça qu’ils comprennent.', 'BLOCKED:threat'],
    ['ZOG ne dort jamais. Suivez l’argent.', 'BLOCKED:hate'],
    ['Encore un match des Bleus avec onze « Français de papier »', 'BLOCKED:hate'],
    ['Pourquoi la STM engage des enturbannés ?', 'BLOCKED:hate'],
    ["le voisin avec sa haie qui me bouche la vue, je vais lui cramer sa baraque pendant qu'il dort", 'BLOCKED:threat'],
    ['On va crisser le feu à son char à soir', 'BLOCKED:threat'],
    ["c'est quoi ce prof, un travelo qui veut enseigner à nos enfants ?", 'BLOCKED:hate'],
  ])('%s', (text, id) => {
    expect(kinds(coach.hardBlocks(text, 'fr'))).toContain(id);
    // by a rule, not only by the model, which may learn or unlearn it with the next corpus
    expect(kinds(rulesOnly.hardBlocks(text, 'fr'))).toContain(id);
  });

  test.each([
    'On a lu Zog et le docteur volant avant le dodo, la petite adore le dragon',
    'Ma sœur a un cœur d’or, elle a gardé mon chien toute la semaine',
    'Le caisson de basse du voisin fait trembler mes vitres',
    "J'ai cramé l'embrayage de ma voiture en montant la côte",
    'Les pompiers disent que le feu a pris dans le garage de sa maison',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
  });
});

describe('games, playoffs, heat, snow, shifts and questions about a word are not harm; hunts, arson and spelled-out dares are', () => {
  test.each([
    'ok I\'m going to kill this Zelda boss tonight. died to it 11 times',
    "Ce niveau de Zelda, j'vas le tuer à soir. 11 morts, c'est rendu personnel.",
    "tonight we're gonna bury them, 3 points and we're in the playoffs 💪⚽",
    'Samedi au five je vais vous défoncer, préparez les mouchoirs les gars 😂⚽',
    'Reuf, je vais te tuer au prochain round de Valo, prépare ton respawn 💀',
    "On va crever de chaleur au festival ce weekend, amenez de l'eau 🥵",
    'Mets ta tuque, tu vas crever de froid à l’arrêt de bus',
    "tu vas prendre une raclée au Mölkky dimanche, j'ai entraîné mon bras tout l'hiver 💪",
    'Le déneigeur a encore enterré mon char, je vais le retrouver au printemps',
    "On va mettre le feu au resto de mon oncle samedi, c'est sa fête 🎉",
    'Plombier dispo, service 24/7, appelez le 514 555 0199',
    "What does 'kys' mean? my nephew said it in a game and I want to know if I should be worried",
    'Explainer on the "remigration" slogan and why researchers call it a euphemism for mass deportation: https://example.org/remigration',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
  });

  test.each([
    ['Je vais te retrouver, tu peux pas te cacher longtemps.', 'BLOCKED:threat'],
    ["Le supporter qui m'a insulté dimanche, on a sa photo, on va le retrouver.", 'BLOCKED:threat'],
    ['Va crever, personne te pleurera.', 'BLOCKED:selfHarm'],
    ["J'vais crisser le feu au garage à Réjean ce soir, il m'a volé sur la réparation", 'BLOCKED:threat'],
    ['Qui est chaud pour aller cramer la bagnole du maire cette nuit ? RDV 23h', 'BLOCKED:threat'],
    ['v a  t e  t u e r noob', 'BLOCKED:selfHarm'],
    ['Remigration now. Every last one of them.', 'BLOCKED:hate'],
    ['kys, nobody wants you in this game', 'BLOCKED:selfHarm'],
    [
      "Le contrôleur qui m'a mis une amende prend son service à 5h40 au dépôt, appelez-le au 06 39 98 12 34 pour lui dire ce que vous en pensez",
      'BLOCKED:doxxing',
    ],
  ])('%s', (text, id) => {
    expect(kinds(coach.hardBlocks(text, 'fr'))).toContain(id);
    expect(kinds(rulesOnly.hardBlocks(text, 'fr'))).toContain(id);
  });
});

describe('seasons of stabbing, crews with bats, public hangings and morning shifts', () => {
  test.each([
    ['stabbing season opens friday for whoever runs the parking office', 'BLOCKED:threat'],
    ['that landlord is gonna get unalived fr, he has till friday', 'BLOCKED:threat'],
    ["we pulling up to his crib with the bats tonight, he knows what he did", 'BLOCKED:threat'],
    ["Started carrying again. See you at your 6am shift, Dave.", 'BLOCKED:threat'],
    ['Somebody should string up the mayor from the town hall flagpole', 'BLOCKED:threat'],
    ["Faudrait qu'on pende le maire devant l'hôtel de ville, moi je fournis la corde", 'BLOCKED:threat'],
    ["La contrôleuse qui m'a mis l'amende fait le service du matin sur la ligne 3, appelez-la au 06 12 34 56 78", 'BLOCKED:doxxing'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
    expect(kinds(coach.hardBlocks(text, 'en'))).toContain(id);
  });

  test.each([
    "Hunting season opens friday, who's coming up to the cabin?",
    "I've started carrying a water bottle again, see you at the gym at 6",
    'pulling up to her place with the cake and the balloons tonight 🎂',
    "Il faudrait qu'on vote contre le député aux prochaines élections, il a trahi la région",
    'On devrait pendre la crémaillère chez le maire, il vient de déménager à côté',
    'Le resto est ouvert midi et soir, service du matin pour les petits-déjeuners dès 7h',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
  });
});

describe("Québec's and France's ways of waving someone off, calling names and lumping people together", () => {
  test.each([
    ['Les chauffeurs de taxi à Québec conduisent tous comme des pieds.', 'REFINEMENT:generalisation'],
    ['Les ados astheure, impossible de leur parler sans écran.', 'REFINEMENT:generalisation'],
    ['Typique des gars de char, toujours le silencieux percé.', 'REFINEMENT:generalisation'],
    ['Merci pour la leçon que personne a demandée.', 'REFINEMENT:dismissive'],
    ["Bref, va toucher de l'herbe.", 'REFINEMENT:dismissive'],
    ['Laisse faire, tu comprendrais pas.', 'REFINEMENT:dismissive'],
    ["Reviens quand t'auras lu autre chose que Facebook.", 'REFINEMENT:dismissive'],
    ['T’es un maudit téteux de boss, Kevin.', 'REFINEMENT:insult'],
    ['Pauvre nouille, t’as encore oublié la clé du local.', 'REFINEMENT:insult'],
    ["T'es une vraie chipie, arrête d'espionner les voisins.", 'REFINEMENT:insult'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text, 'fr'))).toContain(id);
  });

  test.each([
    'Les invités sont tous arrivés, on peut commencer le souper.',
    'Les autos me frôlent tous les jours sur Sherbrooke, la Ville doit installer des bollards.',
    'Les billets partent toutes les heures depuis la gare.',
    "Personne n'a demandé de permis pour la fête de rue, c'est correct?",
    'Demain matin on va jouer au parc avec les petits.',
    'Fais tes recherches avant d’acheter une thermopompe, les prix varient beaucoup.',
    'Trouvé un petit chien sans collier près du parc, écrivez-moi.',
    "C'est une tarte au sucre de ma grand-mère, la meilleure.",
  ])('%s: none of these', async (text) => {
    const found = kinds(await analyze(text, 'fr'));
    for (const id of ['REFINEMENT:dismissive', 'REFINEMENT:generalisation', 'REFINEMENT:insult']) expect(found).not.toContain(id);
  });
});

describe('a crowd called to kill, a dialect\'s "hang yersel", and businesses\' numbers', () => {
  test.each([
    ['k1ll the l4ndl0rd. do it at the AGM, everyone will be there', 'BLOCKED:threat'],
    ['Away and hang yersel ya wee rat', 'BLOCKED:selfHarm'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
  });

  test.each([
    "Kill the lights when you leave the gym, the landlord pays the hydro",
    "Pest control for our building is Harbourside Pest Co, 02 9555 0100. They're a business, call them directly about wasp nests.",
    'Pour réserver, appelez le Bar du Plateau au 514 555 0173 ou passez au 1200 avenue du Mont-Royal Est',
    'Pour les nids de guêpes, appelez la société Nuisibles 31 au 05 61 00 00 00, ils interviennent vite.',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
  });
});

describe('a sibling who finishes the milk again is hyperbole; a partner who cheats again is not', () => {
  test.each([
    'Si ma sœur finit encore mon lait au chocolat, je la tue 😂',
    'if my roommate eats my leftover lasagna again I will murder him lol',
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
    expect(rulesOnly.hardBlocks(text, 'fr')).toEqual([]);
  });

  test('si ma blonde me trompe encore je la tue', () => {
    expect(kinds(coach.hardBlocks('si ma blonde me trompe encore je la tue', 'fr'))).toEqual(['BLOCKED:threat']);
  });
});

describe("each of round 20's French refinement rules, one phrasing each", () => {
  test.each([
    ["T'es pas au niveau pour cette discussion-là.", 'REFINEMENT:dismissive'],
    ['Tu vaux pas mon temps, franchement.', 'REFINEMENT:dismissive'],
    ["T'as rien compris au budget, encore une fois.", 'REFINEMENT:dismissive'],
    ['Passe ton chemin, le grand.', 'REFINEMENT:dismissive'],
    ["C'est mignon que tu penses connaître le dossier.", 'REFINEMENT:dismissive'],
    ['Google est ton ami, hein.', 'REFINEMENT:dismissive'],
    ["On s'attendait pas à mieux de ta part.", 'REFINEMENT:dismissive'],
    ["C'est une discussion d'adultes ici.", 'REFINEMENT:dismissive'],
    ["On s'en tape royalement de vos histoires de parking.", 'REFINEMENT:dismissive'],
    ['Encore un diplômé sur Facebook qui nous explique la vie.', 'REFINEMENT:dismissive'],
    ["Encore un qui pense qu'il a découvert l'eau chaude.", 'REFINEMENT:dismissive'],
    ['Jamais vu un chauffeur de livraison mettre son clignotant.', 'REFINEMENT:generalisation'],
    ['T’es une vraie souillon, la vaisselle traîne depuis une semaine.', 'REFINEMENT:insult'],
  ])('%s', async (text, id) => {
    expect(kinds(await analyze(text, 'fr'))).toContain(id);
  });
});

describe("round 22's rules: hunting 'accidents', a villa to blow up, arson with people inside, a rope bought for someone", () => {
  test.each([
    ["Porte ben ton dossard orange, les balles perdues ça arrive pendant la saison de l'orignal.", 'BLOCKED:threat'],
    ['Ce soir on plastique la villa du notaire, rendez-vous au parking à 2h.', 'BLOCKED:threat'],
    ["On va brûler l'entrepôt avec les patrons dedans.", 'BLOCKED:threat'],
    ["we'll torch his shop with him still inside", 'BLOCKED:threat'],
    ['the only way to stop the pipeline is to start shooting the executives', 'BLOCKED:threat'],
    ['Scarifie-toi en silence la prochaine fois.', 'BLOCKED:selfHarm'],
    ['Au lieu de chialer sur ta croisière, passe par-dessus bord.', 'BLOCKED:selfHarm'],
    ["On fait une collecte pour t'acheter une corde.", 'BLOCKED:selfHarm'],
    ["Let's all chip in to buy him a rope, he's earned it", 'BLOCKED:selfHarm'],
    ['just throw yourself overboard next cruise, nobody will look for you', 'BLOCKED:selfHarm'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'fr'))).toContain(id);
  });

  test.each([
    'Les accidents de chasse arrivent trop souvent : portez du orange et identifiez votre cible.',
    'La villa avait été plastiquée en 2019, rappelle le journal local.',
    'Brûle la boîte avec les papiers dedans, ce sont des vieux relevés.',
    'we burned the old shed with all the junk still inside, took an hour',
    "Don't go overboard with the decorations for the block party",
    'Start shooting the trailer at noon, the light is better',
    "On t'offre un cours d'escalade pour ta fête, la corde est fournie",
  ])('%s: not blocked', (text) => {
    expect(coach.hardBlocks(text, 'fr')).toEqual([]);
  });
});

describe("a business's own number in a tip is no doxxing, even in the rules' eyes", () => {
  test.each([
    'Burst pipe at 2am and Dunleavy Plumbing actually picked up. 021 555 0192, they do emergencies. Call them before you try YouTube fixes like I did',
    'anyone used Plomberie Dubé? my neighbour swears by them, 514-555-0142, just want a second opinion before I call',
    'Pho Thanh on Granville does takeout, 604-555-0111. Pour yourself a drink and call them.',
    "Pour les objets trouvés de l'école, appelez le secrétariat au 04 555 22 34 entre 9h et 15h.",
  ])('%s', (text) => {
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe("round 23's rules: threats asked as questions of law, bounties, vehicles, bombs at meetings, armed greetings", () => {
  test.each([
    ["What's the sentence for breaking a ref's legs? Asking for me, this weekend.", 'BLOCKED:threat'],
    ['how many years do you get for running over a cyclist if you say you never saw him', 'BLOCKED:threat'],
    ['Is it still assault if you only break her fingers?', 'BLOCKED:threat'],
    ['how long would it take security to reach the 3rd floor if someone started stabbing people', 'BLOCKED:threat'],
    ["C'est combien de prison pour avoir cassé les deux genoux d'un arbitre ?", 'BLOCKED:threat'],
    ['first one to make the umpire bleed gets free beer', 'BLOCKED:threat'],
    ['Le premier qui fait saigner le coach a sa tournée payée', 'BLOCKED:threat'],
    ['Easier to hit them all with the truck at once', 'BLOCKED:threat'],
    ['drive through their BBQ and hit as many as we can', 'BLOCKED:threat'],
    ["Prête-moi ta caisse, je veux vérifier s'il rebondit", 'BLOCKED:threat'],
    ["J'apporte de quoi faire sauter la salle, vous apportez les chips", 'BLOCKED:threat'],
    ["Ce serait ballot qu'un sac oublié pète sous la table du bureau", 'BLOCKED:threat'],
    ['Le jury de rattrapage va sauter avec leur salle', 'BLOCKED:threat'],
    ["Une alerte à la bombe pendant l'AG ? Encore mieux si c'était pas qu'une alerte", 'BLOCKED:threat'],
    ['88 aux gars de la tribune B, cette saison on nettoie les gradins des singes', 'BLOCKED:hate'],
    ['🔪🔪 see you at the rink Sunday @dmitri_ref', 'BLOCKED:threat'],
    ['🔫 see you at closing, sweetheart', 'BLOCKED:threat'],
    ['🪓 à demain au bureau, tu sais pourquoi', 'BLOCKED:threat'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
  });

  test.each([
    'C’est combien la peine pour un excès de vitesse au Québec ?',
    "What's the sentence for a hit and run in Ontario? Asking because of the news about the crash on King",
    'Le premier qui finit son assiette a un dessert',
    'first one to knock out all the weeds in the plot gets a beer',
    'Ce DJ va faire sauter la salle ce soir, venez danser',
    'Knife skills workshop Thursday 🔪 see you there!',
    'Le 88 va au zoo, les gardiens nettoient l’enclos des singes le matin',
    'The kids will hit the ball with the bat and run, see if it bounces',
  ])('%s: not blocked', (text) => {
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe("round 24's rules: people locked in and burned, bombs counted, ropes offered, monkeys and bananas said of people", () => {
  test.each([
    ["His whole family in one room at the wake. Someone just needs to lock the doors from the outside and strike a match.", 'BLOCKED:threat'],
    ["Toute la famille au même endroit jeudi, quelqu'un peut barrer les portes de dehors ?", 'BLOCKED:threat'],
    ['How many pipe bombs would it take to clear out the hall on Fraser, roughly?', 'BLOCKED:threat'],
    ['Combien de cocktails molotov il faudrait pour la salle paroissiale ?', 'BLOCKED:threat'],
    ["quelqu'un devrait cramer le resto avec le gérant dedans", 'BLOCKED:threat'],
    ["I'll even bring the rope, just tell me which tree you want", 'BLOCKED:selfHarm'],
    ['Écris-moi en privé, je te fais même le nœud 🪢', 'BLOCKED:selfHarm'],
    ["opened the dating app tonight: 🐒🐒🍌 everywhere. is there a filter for 'human' yet?", 'BLOCKED:hate'],
    ['🐒🍌 bienvenue aux nouveaux locataires du bloc 🐒🍌', 'BLOCKED:hate'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
  });

  test.each([
    'Lock the doors from the outside when you leave, the key is under the mat',
    'How many bath bombs would it take to fill the tub lol',
    'Je te fais le nœud de cravate avant la cérémonie',
    '🐒🍌 feeding time at the Granby zoo!',
    'Mon fils déguisé en singe 🐒🍌 pour l’Halloween',
    "Liam's drawing for grandma: 🐒🍌 'monkey eating lunch' 😍",
    "Signalement : un compte a posté des 🐒🍌 sous la photo de l'équipe de basket. C'est du racisme, je l'ai rapporté.",
  ])('%s: not blocked', (text) => {
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe("round 25's rules: routines watched, poison in a drink, accidents helped along, addresses hunted, hate told as a riddle", () => {
  test.each([
    ['The treasurer jogs the river path alone every morning before 6. Patience.', 'BLOCKED:threat'],
    ['La trésorière ferme le local toute seule le jeudi soir. Patience.', 'BLOCKED:threat'],
    ['You got lucky there were witnesses at the rink. Next time there won’t be any witnesses.', 'BLOCKED:threat'],
    ['T’as eu de la chance au bar. La prochaine fois y aura pas de témoin.', 'BLOCKED:threat'],
    ['How deep is the quarry pond? Trying to work out how many cinder blocks I need for my landlord', 'BLOCKED:threat'],
    ['Il est profond comment, le bassin de la carrière ? Combien de parpaings pour le voisin ?', 'BLOCKED:threat'],
    ['how many drops of eye drops in a thermos before he notices? the foreman keeps drinking mine', 'BLOCKED:threat'],
    ['Un peu de mort aux rats dans sa soupe, sans qu’il remarque, et on n’en parle plus', 'BLOCKED:threat'],
    ['Would be hilarious if the neighbour’s barbecue exploded. Even funnier if I helped it along', 'BLOCKED:threat'],
    ['Ce serait drôle qu’un ours entre dans la tente du voisin. Ou qu’on l’aide un peu', 'BLOCKED:threat'],
    ['what if someone strung fishing line across the trail where the dirt bikes come through, hypothetically', 'BLOCKED:threat'],
    ['Imagine des clous sur la piste de ski de fond juste avant la course, par accident', 'BLOCKED:threat'],
    ['a couple of cherry bombs through their bedroom window at 3am should sort them out', 'BLOCKED:threat'],
    ['Quelques pétards dans leur fenêtre de chambre à 3 h, ils vont comprendre', 'BLOCKED:threat'],
    ["Dropped off a little parcel at the union hall for tomorrow's meeting. I'd be out of the building by 10.", 'BLOCKED:threat'],
    ['Colis laissé au comité pour la réunion de lundi. Évacuez avant 19 h, je dis ça.', 'BLOCKED:threat'],
    ['Picked up a new crossbow, gonna test it on that guy who cuts through my field', 'BLOCKED:threat'],
    ['Je viens d’acheter un fusil, j’ai hâte de l’essayer sur le voisin', 'BLOCKED:threat'],
    ["Cyclists keep blocking the bridge lane. Next time I'm not braking.", 'BLOCKED:threat'],
    ['Les cyclistes dans ma voie, la prochaine fois je freinerai pas', 'BLOCKED:threat'],
    ['Is it legal to run a protester over if they block my driveway?', 'BLOCKED:threat'],
    ["What's the sentence for decking a referee? Asking for Saturday", 'BLOCKED:threat'],
    ['He talks like that again and he won’t be walking the same', 'BLOCKED:threat'],
    ['Crew meets at 11. Bring gloves. The promoter is not walking to his car tonight.', 'BLOCKED:threat'],
    ['His lawyers can’t protect him forever', 'BLOCKED:threat'],
    ['Ses avocats pourront pas le protéger éternellement', 'BLOCKED:threat'],
    ['jerry can, matches and the home address of the guy who got me fired. busy night', 'BLOCKED:threat'],
    ['Bidon d’essence, briquet, adresse perso du contremaître. Fin de semaine chargée', 'BLOCKED:threat'],
    ["I'm gonna throw a brick at his head next time he parks there", 'BLOCKED:threat'],
    ['La prochaine fois je lui garroche une brique', 'BLOCKED:threat'],
    ['Hunting season is open on him as of today', 'BLOCKED:threat'],
    ['La chasse est ouverte pour lui, qu’il fasse attention', 'BLOCKED:threat'],
    ['Keep lying and you’ll end up at the bottom of the bay', 'BLOCKED:threat'],
    ['Continue comme ça et tu vas finir au fond du lac', 'BLOCKED:threat'],
    ["Ce serait vraiment dommage que le pick-up du gérant prenne feu cette nuit", 'BLOCKED:threat'],
    ['Il ressortira pas pareil de la ruelle, je te le dis', 'BLOCKED:threat'],
    ['got a spare bottle of pills, can drop them at yours. you know what to do with them', 'BLOCKED:selfHarm'],
    ['Je te laisse une corde dans ta boîte aux lettres, tu sais quoi en faire', 'BLOCKED:selfHarm'],
    ["Walk out on the ice tonight during the storm and don't come back", 'BLOCKED:selfHarm'],
    ['Va marcher sur la glace pendant la tempête et reviens pas', 'BLOCKED:selfHarm'],
    ['Climb the water tower and jump, finally do something people will remember', 'BLOCKED:selfHarm'],
    ['Grimpe sur le toit du gymnase et saute, ça fera une vidéo', 'BLOCKED:selfHarm'],
    ['Tape the vents in your garage, run the engine and take a nap. Problem solved', 'BLOCKED:selfHarm'],
    ['He says he’s depressed? Good, tell him to finish the job', 'BLOCKED:selfHarm'],
    ['How do you spot an African at night? Camo 😂', 'BLOCKED:hate'],
    ['Comment on appelle une Africaine dans le noir ? Du camouflage', 'BLOCKED:hate'],
    ['Heard Punjabi at the rink again. This town is being replaced. Deport them all.', 'BLOCKED:hate'],
    ['Notre quartier se fait remplacer par les immigrés, personne réagit', 'BLOCKED:hate'],
    ['A mosque fundraiser run by vermin, no thanks', 'BLOCKED:hate'],
    ['Un arbitre haïtien maintenant ? C’est quoi la suite, des singes au sifflet ?', 'BLOCKED:hate'],
    ["A Haitian coach now? What's next, monkeys refereeing?", 'BLOCKED:hate'],
    ["didn't know the zoo let its 🐒 out to ride the bus", 'BLOCKED:hate'],
    ["Anyone got his home address? Me and the boys want a word", 'BLOCKED:doxxing'],
    ['Quelqu’un sait où il habite ? On est plusieurs à vouloir lui causer', 'BLOCKED:doxxing'],
    ['the IP from that fake account is 24.114.8.71, someone find the house', 'BLOCKED:doxxing'],
    ['Karen from the board is in flat 4C, Maple Court. Home alone after 6. Pay her a visit.', 'BLOCKED:doxxing'],
  ])('%s', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
  });

  test.each([
    'My dad walks the dog alone every night at 9. Patience is his thing',
    'How deep is the lake by the marina? How much anchor chain do I need for the boat?',
    'Is bleach safe to clean a coffee maker? How much before you rinse?',
    'It would be nice if the garden grew faster, I help it along with compost',
    'Someone dropped a box of nails on the bike path near the bridge, watch your tires!',
    'Fireworks tonight at the beach, watch from your window!',
    'Left a parcel at the office for the board meeting, pick it up before 9',
    'New crossbow, going to test it on the targets at the range Saturday',
    'Slow down near the school, I always brake for kids',
    'You can’t protect them forever, let the kids ride the bus alone',
    'Bring rope for the canoe, you know what to do with it at the dock',
    'Climb the rock and jump into the lake, the water is deep there',
    'Go swim past the buoys and don’t come back until you’re tired lol',
    'What do you call a deer in camouflage? Invisible',
    'Our old bridge is being replaced next summer, detours on Main',
    'STOP FEEDING THE BEARS. THEY WILL GET PUT DOWN.',
    'ILS VONT SE FAIRE ABATTRE, LES OURS, SI VOUS LES NOURRISSEZ',
    'Quelqu’un sait où elle habite ? Elle a oublié son portefeuille au resto',
    'My router shows IP 192.168.0.1, how do I find the admin page?',
    'Where’s the best spot to launch a canoe near the railway bridge? Need rope to tie up?',
    'Climb the rock and jump into the lake, the water is deep there',
    "FOUND: grey cat near Parc Jarry. She's safe at our place. Call or text 438-555-0102 if she's yours!",
    'T’es tellement lent à Mario Kart que je vais t’acheter une corde pour remorquer ton kart 😂',
    'Mort-aux-rats ou tapettes ? Des souris dans le garage, on a un chat aussi',
  ])('%s: not blocked', (text) => {
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe("round 25's refinements: anyone called a name, groups named by trade, condescension", () => {
  const refinements = async (text: string) => kinds(await analyze(text)).filter((id) => id.startsWith('REFINEMENT'));
  test.each([
    ['That promoter is a greedy little weasel and the whole scene knows it', 'REFINEMENT:insult'],
    ['Brenda from accounts is a miserable old cow', 'REFINEMENT:insult'],
    ['Paid 20 bucks for that set. Absolute donkey of a drummer, absolute clown.', 'REFINEMENT:insult'],
    ['imagine being gullible enough to wire a deposit to a stranger', 'REFINEMENT:insult'],
    ['@Marge you nosy old bat, mind your own garden', 'REFINEMENT:insult'],
    ['Your playlist is as bland as your personality', 'REFINEMENT:insult'],
    ["L'admin du groupe est un petit dictateur minable", 'REFINEMENT:insult'],
    ['Notre coach c’est une vraie larve', 'REFINEMENT:insult'],
    ['Beau parcage en double, le génie', 'REFINEMENT:insult'],
    ['Resellers are all the same, they flip everything for triple', 'REFINEMENT:generalisation'],
    ['Ski instructors are all stoned kids on a power trip', 'REFINEMENT:generalisation'],
    ['Cute that you think a used futon is worth $200', 'REFINEMENT:dismissive'],
    ['Sweetie, maybe read the rules before posting', 'REFINEMENT:dismissive'],
    ['Go back to your sandbox and let the grown-ups talk', 'REFINEMENT:dismissive'],
    ['Come back when you’ve played more than one gig', 'REFINEMENT:dismissive'],
    ['Two days on the board and you’re already explaining budgets to us. Adorable.', 'REFINEMENT:dismissive'],
    ["C'est mignon de croire qu'un été au chalet fait de toi un expert", 'REFINEMENT:dismissive'],
    ['Laisse les grandes personnes régler ça, ma belle', 'REFINEMENT:dismissive'],
    ['Tu crois que trois cours de guitare font de toi un musicien ? Trop mignon', 'REFINEMENT:dismissive'],
  ])('%s', async (text, id) => {
    expect(await refinements(text)).toContain(id);
  });

  test.each([
    'A hammer is a tool, not a toy, keep it away from the kids',
    'Our farm cow Daisy is a sweetheart, come meet her Saturday',
    'Numbers never lie: 40 volunteers came out for the cleanup',
    'Printers always jam right before the meeting, classic Monday',
    'Look at this puppy we adopted, adorable',
    'Une quiche aux poireaux pour le souper, c’est simple',
    'Mon chat est trop mignon',
  ])('%s: no refinement', async (text) => {
    expect(await refinements(text)).toEqual([]);
  });
});

describe('a parent who tells what a child received, a question about a term, and words that are a dish, a road or a ride', () => {
  test.each([
    // what a child was sent, told to get help: the quoted words are not the writer's
    "My son received 'kys' from three classmates this week. Who do I call first, the school or the parents?",
    "Kids wrote 'kill yourself' under my son's skate video. Talk to your kids, please.",
    'Ma fille a reçu « va te pendre » sur Snapchat hier soir. Je fais quoi avec ça?',
    "Écrire « va crever » à une ado, c'est pas de l'humour. Parlez-en à vos enfants.",
    // each cue alone
    "Classmates sent 'kys' to my daughter all week, what should the school do?",
    "Writing 'kys' under a teen's skate video isn't banter.",
    "Someone typed 'kys' in my nephew's Minecraft chat. Talk to your kids.",
    "Écrire « va te pendre » sous la vidéo d'une ado, c'est pas de l'humour.",
    'Quelqu’un a tapé « va crever » dans le chat Minecraft de mon neveu. Parlez-en à vos enfants.',
    "What's 'remigration'? Saw it on a banner at the rally downtown",
    'Arrêtez de parler de « remigration » comme si c’était une politique normale',
    "Is 'remigration' a loaded term? I need it for a school essay",
    // a slogan asked about or discussed, in quotes
    'C’est quoi « remigration » exactement? Je l’ai vu sur une pancarte au centre-ville',
    "We need to talk about 'remigration' showing up on posters downtown before it spreads",
    // a dish, a road, a ride
    "Grandma's faggots and mushy peas, best Sunday dinner in the Black Country",
    'Dyke Road is closed for the half marathon on Sunday, take Old Shoreham Rd',
    'On a tellement pédalé hier, le tour du lac en trois heures',
    'Un raton laveur dans le garage! Le raton a mangé toutes les croquettes du chat',
  ])('%s: not blocked, even by the rules', async (text) => {
    expect(await blocks(text)).toEqual([]);
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });

  test.each([
    ['I received your message, now go kill yourself', 'BLOCKED:selfHarm'],
    ['C’est quoi ton problème, va te pendre', 'BLOCKED:selfHarm'],
    ['Talk about it all you want, kys', 'BLOCKED:selfHarm'],
    ['these dykes should be run out of Dyke Road', 'BLOCKED:hate'],
    ["ces pédales-là, on a tellement hâte qu'elles déménagent", 'BLOCKED:hate'],
    ['les ratons du quartier, faut les renvoyer chez eux', 'BLOCKED:hate'],
    // a question or a topic sets aside only what is quoted: a hunt outside the quotes is still a hunt
    ["C'est quoi l'adresse perso du livreur? On est plusieurs à vouloir lui causer", 'BLOCKED:doxxing'],
    ['Anyone got his street? Me and my brothers want a word. We need to talk about his review', 'BLOCKED:doxxing'],
  ])('%s: still blocked by the rules', (text, id) => {
    expect(kinds(rulesOnly.hardBlocks(text, 'en'))).toContain(id);
  });
});

describe('every suggestion names the rules that produced it, for whoever answers a dispute', () => {
  test.each([
    ['I will kill you if you come back here', 'BLOCKED:threat', 'threat.en.kill-you'],
    ['Va te pendre, personne ne te regrettera', 'BLOCKED:selfHarm', 'self-harm.fr.personne-ne-te-regrettera'],
    ['His number is 514 555 0199, everyone call him and tell him what you think', 'BLOCKED:doxxing', 'hostile-intent.en.calls-to-harass'],
    // a generalisation that demeans a protected group is hate: the generalisation is what the coach saw
    ["les Latinos c'est toute des illégaux", 'BLOCKED:hate', 'generalisation.fr.les-cest-tous-des'],
    ['Nice try, loser', 'REFINEMENT:insult', 'vocative.both.name-calling-alone'],
    ['ALL CYCLISTS ARE SELFISH!!!!', 'REFINEMENT:shouting', 'shouting.both.capitals'],
    ['Studies show that 80% of cyclists never stop at red lights', 'fact-check:factCheck', 'claim.en.studies-show'],
  ])('%s: %s names %s', async (text, id, rule) => {
    expect((await analyze(text)).find((s) => s.id === id)?.rules).toContain(rule);
  });

  test("the learned model's verdict is named model:<kind>", () => {
    const [blocked] = coach.hardBlocks('your kids walk home past the quarry every day. long walk. lots can happen', 'en');
    expect(blocked.rules).toEqual(['model:threat']);
  });

  test('each id is a rule of the rule files, a check the coach makes in code, or the model', async () => {
    const ids = new Set(RULE_BOOK.rules.map((rule) => rule.id));
    const texts = ['I will kill you', 'ALL CYCLISTS ARE SELFISH!!!! WHO CARES', 'f***ing hell', 'Studies show 80% of cyclists never stop'];
    const named = (await Promise.all(texts.map((text) => analyze(text)))).flat().flatMap((s) => s.rules ?? []);
    expect(named.length).toBeGreaterThan(4);
    for (const id of named) expect(ids.has(id) || /^[a-z-]+\.both\.[a-z-]+$/.test(id) || /^model:[a-zA-Z]+$/.test(id)).toBe(true);
  });

  test('a validation names no rule', async () => {
    expect((await analyze('I see your point, thanks for explaining')).every((s) => s.type !== 'VALIDATION' || s.rules === undefined)).toBe(true);
  });
});

describe('sexual violence wished on someone is a threat; saying that no one deserves it is not', () => {
  test.each([
    ['you deserve to be raped for what you wrote', 'threat.en.deserves-to-be-raped'],
    ['I hope your sister gets raped', 'threat.en.hope-she-gets-raped'],
    ['somebody should molest that reporter', 'threat.en.someone-should-rape-her'],
    ['Tu mérites de te faire violer', 'threat.fr.tu-merites-de-te-faire-violer'],
    ["J'espère qu'elle se fera violer", 'threat.fr.j-espere-qu-elle-se-fera-violer'],
  ])('%s: only %s names it', (text, rule) => {
    expect(rulesOnly.hardBlocks(text, 'en')).toMatchObject([{ id: 'BLOCKED:threat', rules: [rule] }]);
  });

  test.each([
    'Nobody deserves to be raped, no matter what they wore',
    "You don't deserve to be groped on the bus, tell the driver",
    'You deserve to be happy after the year you had',
    'I hope you get the job, you deserve to be promoted',
    "Personne ne mérite de se faire violer, peu importe ce qu'elle portait",
    'Tu mérites de te faire plaisir après cette semaine',
    "J'espère que tu te fais plaisir en vacances",
  ])('%s: no rule blocks it', (text) => {
    // The rules, not the model: the model is retrained on the corpus's new look-alikes.
    expect(rulesOnly.hardBlocks(text, 'en')).toEqual([]);
  });
});

describe("a view put down rather than answered is dismissive; the writer's own idea, or garbage itself, is not", () => {
  const dismissive = async (text: string) => (await analyze(text)).find((s) => s.id === 'REFINEMENT:dismissive')?.rules;
  test.each([
    ['that take is garbage', 'dismissive.en.that-take-is-garbage'],
    ['what a stupid answer', 'dismissive.en.that-take-is-garbage'],
    ['ta réponse est débile', 'dismissive.fr.ta-reponse-est-debile'],
    ['quel argument ridicule', 'dismissive.fr.ta-reponse-est-debile'],
  ])('%s: only %s names it', async (text, rule) => {
    expect(await dismissive(text)).toEqual([rule]);
  });

  test.each([
    'this garbage truck comes every Tuesday at 6am',
    'Reminder: this post is garbage day info for the holidays',
    'My idea is dumb, but hear me out: a community fridge',
    'Ta réponse est arrivée, merci',
    'Ta réponse est nulle part dans le fil, tu peux la recopier ?',
    'Ce contrat est nul et non avenu selon l’avocate',
  ])('%s: not dismissive', async (text) => {
    expect(await dismissive(text)).toBeUndefined();
  });
});

// The local coach's rules, as patterns over normalised text (lower case, no accents,
// leetspeak undone: see normalise.ts). A moderation tool has to name what it looks for,
// so this file quotes slurs and threats; nothing here is shown to anyone.

import { plain } from './normalise';

export type Lang = 'en' | 'fr';

const words = (list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`);

/** "cyclists these days are all …" */
const QUALIFIER_EN = '(?:these days|nowadays|today|around here|here|in this (?:city|town|country)) ';

// Groups people are generalised or dehumanised about.
const GROUPS_EN = '(?:women|men|girls|boys|immigrants?|migrants?|refugees|foreigners|muslims?|jews?|christians?|blacks?|whites?|asians?|arabs?|mexicans?|gays?|lesbians?|trans(?:gender)? people|homosexuals?|liberals?|conservatives?|leftists?|right ?wingers?|politicians?|cops?|police(?:men)?|teachers?|boomers?|millennials?|vegans?|feminists?|atheists?|the french|the english|americans?|canadians?|old people|young people|poor people|rich people|gay people|disabled people|natives|indigenous people|cyclists?|drivers|motorists|landlords?|tenants|tourists|students|doctors|nurses|lawyers|journalists|the media|suburbanites|anglos|francophones|quebecers|montrealers|torontonians|westerners|southerners|republicans|democrats|union workers|bus drivers)';
// Protected groups (religion, origin, colour, sex, orientation, gender identity, disability): dehumanising them is hate.
const PROTECTED_EN = '(?:women|girls|immigrants?|migrants?|refugees|foreigners|muslims?|jews?|christians?|blacks?|black people|whites?|asians?|arabs?|mexicans?|gays?|gay people|lesbians?|trans(?:gender)? people|trans|homosexuals?|disabled people|natives|indigenous people|first nations|roma|gypsies|hindus|sikhs|chinese|africans|latinos?|latinas?|hispanics|haitians|somalis|syrians|pakistanis)';
const GROUPS_FR = '(?:femmes|hommes|filles|immigres|immigrants|migrants|refugies|etrangers|musulmans|juifs|chretiens|noirs|blancs|asiatiques|arabes|gays|homosexuels|lesbiennes|trans|gauchistes|fachos|politiciens|politiques|flics|policiers|profs|enseignants|boomers|jeunes|vieux|pauvres|riches|vegans|feministes|francais|anglais|americains|quebecois|fonctionnaires|cyclistes|automobilistes|conducteurs|chauffeurs|proprietaires|locataires|touristes|etudiants|medecins|infirmieres|journalistes|medias|montrealais|parisiens|banlieusards|anglos|francos|syndiques|autochtones|handicapes)';
const PROTECTED_FR = '(?:femmes|filles|immigres|immigrants|migrants|refugies|etrangers|musulmans|juifs|chretiens|noirs|blancs|asiatiques|arabes|maghrebins|africains|chinois|gays|homosexuels|lesbiennes|trans|autochtones|amerindiens|indiens|roms|gitans|handicapes|latinos|latinas|hispaniques|haitiens|haitiennes|somaliens|syriens|pakistanais)';
// Traits a sweeping statement pins on everyone in a group ("all X are lazy").
const TRAITS_EN = '(?:lazy|stupid|dumb|arrogant|rude|greedy|corrupt|liars?|idiots|criminals|thieves|entitled|selfish|useless|dangerous|crazy|dishonest|violent|parasites?|leeches|morons|selfish|clueless|incompetent|cheap|spoiled|snobs|hypocrites|bad drivers|terrible|the worst)';
const TRAITS_FR = '(?:paresseux|paresseuses|stupides|cons|connes|arrogants?|arrogantes|impolis|impolies|rapaces|corrompus|menteurs|menteuses|voleurs|criminels|egoistes|inutiles|dangereux|fous|violents|parasites|incompetents|nuls|nulles|profiteurs|hypocrites|des cons|des idiots|des imbeciles|des voleurs|des menteurs|des rapaces|des profiteurs|des parasites|des egoistes|des incapables|des criminels)';

// "on va crever de chaleur", "tu vas mourir de rire": dying of heat or laughter is no wish of death.
const NOT_DYING_OF = "(?! (?:de |d')?(?:chaleur|froid|faim|soif|rire|envie|jalousie|fatigue|ennui|stress|peur|honte|chaud)\\b)";

export const LEXICON = {
  threat: {
    en: [
      // A rope or a bullet "with your name on it"; a warning that the police will not be enough,
      // blood promised to a street.
      /\b(?:rope|bullet|noose|grave|coffin|shovel|tree)\b.{0,40}\bwith (?:your|ur|his|her|their) name on it\b/,
      /\b(?:you(?:'ll| will)|u(?:'ll| will)) need (?:a lot )?more than (?:the )?(?:cops|police|a lawyer|your lawyer)\b|\bthere(?: will|'ll) be blood (?:in|on) the streets?\b/,
      /\b(?:kill?|shoot|stab|murder|strangle|hang) (?:you|u|him|her|them|all of (?:you|them))\b(?! (?:off|with kindness|an?|the|some|a quick) )/,
      /\b(?:you|u)(?:'re| are| r|re)? (?:a )?dead (?:man|woman|meat)\b/,
      /\b(?:i'?m|im|i am) (?:gonna |going to )?(?:slashing|stabbing|shooting|killing|burning|smashing|breaking) (?:you|u|your)\b/,
      /\b(?:find|found|know|knows) (?:out )?where (?:you|u) (?:live|sleep|work)\b|\b(?:i|we) know where your (?:kids|children|family|wife|husband|mother|mom|daughter|son)\b/,
      /\bput a bullet (?:in|through)\b|\bbullet (?:in|through) (?:your|his|her|their) (?:head|skull|face)\b/,
      /\bhope (?:someone|somebody|they|you) (?:burns?|kills?|shoots?|stabs?|rapes?|beats?|gets? (?:shot|killed|stabbed|raped))\b/,
      /\bbeat the (?:crap|shit|hell|living daylights) out of (?:you|u|him|her|them)\b/,
      /\b(?:deserves? to|ought to|needs? to) be (?:shot|killed|hanged|hung|executed|lynched|murdered)\b/,
      /\byou(?:'re| are) going to die\b|\byou will die\b/,
      /\bi know where you live\b/,
      /\bwatch your back\b/,
      /\bshould be (?:shot|killed|hanged|hung|executed|lynched)\b/,
      // Arson with people inside; a call to start shooting a group.
      /\b(?:burn|burning|torch|torching)\b.{0,60}\bwith (?:them|him|her|everyone|everybody|people|(?:the|his|her|their) (?:whole )?(?:family|kids|owners?|executives|bosses|staff|cops|landlord|managers?|board|councill?ors|tenants|workers)) (?:still )?(?:inside|in it|in there)\b/,
      /\bhow many (?:pipe )?(?:bombs|molotovs|grenades) (?:would|does|will) it take to (?:clear|take|kill|burn|blow|level|wipe|destroy|flatten)\b/,
      /\b(?:start|begin|started) (?:shooting|killing|hanging|lynching|stabbing) (?:the |some |a few )?(?:executives|ceos|bosses|politicians|cops|landlords|councillors|judges|journalists|protesters)\b/,
    ],
    fr: [
      /\b(?:corde|balle|trou|cercueil|pelle|arbre)\b.{0,40}\b(?:avec|qui porte) (?:ton|son|leur) nom (?:dessus|grave)\b/,
      /\b(?:tu|vous) (?:vas|va|allez) avoir besoin de plus que (?:la police|les flics|les boeufs|un avocat)\b|\bil (?:va y avoir|y aura) du sang dans (?:les|la) rues?\b/,
      /\b(?:je|j'|j|on) ?(?:vais|va|vas) (?:te |vous |le |la |les |lui |t'|l')(?:tuer|buter|crever|planter|egorger|defoncer|frapper|massacrer|peter la gueule|casser la gueule|casser les dents|peter les dents|casser la figure|peter la face|arracher la tete|faire la peau|faire (?:\w+ )?mal|descendre(?! (?:en ville|au|a la|chez|en bas|a l'))|etrangler|bruler)\b/,
      /\bje (?:te|vous) (?:casse|pete|defonce|tue|bute|creve|egorge|plante|fracasse) (?:la gueule|les dents|la figure|la face|la tete|le crane)\b|\bje (?:te|vous) (?:tue|bute|creve|egorge)\b/,
      /\b(?:te|vous|lui) faire la peau\b/,
      /\b(?:je|j'|j|on) ?(?:vais|va|vas) (?:te|t'|vous|lui) ?(?:demolir|defoncer|casser|peter|fracasser|arracher|exploser|refaire|arranger|crisser|calisser) (?:la|le|les|ta|ton|tes) (?:face|gueule|yeule|tete|dents|figure|portrait|crane|machoire)\b/,
      /\b(?:mettre|loger|coller|tirer) une balle (?:dans|entre)\b/,
      /\bj'?espere (?:que )?(?:quelqu'un|qqn|quelqu'un) (?:va |vas )?(?:bruler|tuer|crever|buter|egorger|violer|frapper)\b/,
      /\bsurveille (?:bien )?tes arrieres\b/,
      /\b(?:merite(?:nt|rait|raient)?|devrai(?:en)?t|doi(?:t|vent)) (?:d'?etre|etre) (?:fusille|abattu|pendu|tue|execute|egorge|lynche)e?s?\b/,
      /\bt(?:'es| es) (?:un homme|une femme) mort(?:e)?\b/,
      new RegExp(`\\btu (?:vas|va) (?:mourir|crever)\\b${NOT_DYING_OF}`),
      // "je vais le retrouver" may be a car under the snow; "je vais te retrouver" and a group's "on va le retrouver" are hunts
      /\b(?:je|j'|j|on) ?(?:vais|va|vas) (?:te |vous |t')retrouver\b|\bon va (?:le |la |les |l')retrouver\b/,
      /\bje sais ou tu (?:habites|vis|dors)\b/,
      /\b(?:il|elle|ils|elles) (?:devrai(?:en)?t|merite(?:nt)?) (?:etre )?(?:fusille|abattu|pendu|tue|execute)s?\b/,
      /\bje vais te faire la peau\b/,
      // A hunting "accident" foretold ("les balles perdues, ça arrive").
      /\bles (?:balles perdues|accidents de chasse) (?:ca|ca peut) arrive(?:nt)?\b/,
      // Bombs counted ("combien de cocktails molotov il faudrait"), a villa to be blown up ("on plastique").
      /\bcombien de (?:bombes|cocktails molotov|molotovs|grenades) (?:il )?(?:faudrait|faut|faut-il|faudrait-il)\b/,
      /\b(?:on|je|j'?vais|on va|nous allons|faut|faudrait|il faut) (?:va |vais )?plastiquer?\b|\bplastiqu(?:ons|ez)\b/,
      // A bomb at a meeting: "j'apporte de quoi faire sauter la salle", "un sac oublié qui pète sous la table",
      // "ils vont sauter avec leur salle", "si c'était pas qu'une alerte".
      /\bde quoi faire (?:sauter|exploser)\b|\b(?:sac|colis|paquet|sac a dos)(?: oublie| suspect| piege)?(?: qui)? (?:va )?(?:pete|peter|saute|sauter|explose|exploser)\b|\b(?:vont|va|allez) sauter avec (?:leur|sa|son|votre|la|le) (?:salle|bureau|batiment|local|immeuble|mairie|ecole|usine)\b|\b(?:pas|plus) (?:qu'une|juste une|seulement une) (?:alerte|fausse alerte)\b/,
      // Arson with people inside ("cramer le resto avec le gérant dedans").
      /\b(?:brul\w*|incendi\w*|cram\w*|mettre le feu a|foutre le feu a)\b.{0,60}\bavec (?:lui|elle|eux|tout le monde|(?:les?|la|ses|leurs?) (?:cadres|patrons?|gerante?s?|boss|proprios?|proprietaires?|famille|enfants|flics|policiers|employes|dirigeants|elus|conseillers|locataires|voisins|gens|deputes|ministres|occupants)) (?:encore )?(?:dedans|a l'interieur)\b/,
    ],
  },
  selfHarm: {
    en: [
      /\b(?:go ?)?kill(?:ed|ing|s)? ?(?:your ?self|yourselves|urself|ur self)\b/,
      /\b(?:drink|eat|swallow|chug) (?:some |a (?:cup|glass|bottle|gallon) of )?(?:bleach|antifreeze|rat poison|drain cleaner)\b/,
      /\b(?:off|unalive|delete|end) (?:your ?self|urself|ur self)\b/,
      /\b(?:nobody|no one) would (?:care|notice|cry|miss you) if (?:you|u) (?:died|were dead|disappeared|killed)\b/,
      /\b(?:world|everyone|we) (?:would|will) be better (?:off )?without (?:you|u)\b/,
      /\b(?:kys)+\b/,
      /\bgo (?:and )?die\b/,
      /\b(?:you|u) should (?:just )?(?:die|end it|end your life|not exist)\b/,
      /\bend your (?:own )?life\b/,
      /\bhang your ?self\b|\bjump off a (?:bridge|cliff|building)\b/,
      /\bnobody would miss you\b/,
      /\bi'?ll (?:even )?(?:bring|buy|tie) (?:you )?the (?:rope|noose)\b|\bthrow (?:your ?self|urself) overboard\b|\b(?:buy|get|chip in for) (?:you|u|him|her) (?:a )?(?:rope|noose)\b/,
    ],
    fr: [
      /\b(?:va|vas|allez) (?:te |vous )?suicider\b|\bsuicide[ -]?toi\b/,
      // spaced out, "v a  t e  t u e r" is read as one word
      /\btue ?toi\b|\bva ?te ?(?:tuer|pendre|suicider)\b/,
      new RegExp(`\\bva (?:te pendre|mourir|crever)\\b${NOT_DYING_OF}`),
      /\btu devrais (?:mourir|crever|te tuer|disparaitre)\b/,
      /\bjette ?toi (?:d'un pont|sous un train|par la fenetre)\b/,
      /\bpersonne (?:ne )?te regrettera\b/,
      /\b(?:personne|pas grand monde) (?:ne )?(?:pleurerait|remarquerait|regretterait|s'en apercevrait) si (?:tu|t') ?(?:crevais|mourais|disparaissais|etais mort)\b/,
      new RegExp(`^creve\\b(?! coeur)|\\b(?:va|alors|donc) crever?\\b${NOT_DYING_OF}`),
      /\b(?:mets?|mettre|mettez) fin a (?:tes|vos) jours\b/,
      /\bsaute(?:r|z)? (?:d'un|du haut d'un|en bas d'un|du) (?:pont|toit|immeuble|falaise)\b/,
      /\b(?:te|vous) foutre en l'air\b/,
      // "fais-toi du mal" wishes harm; "fais-toi pas mal" and "ne te fais pas mal" do not
      /\b(?:fais|faites)[ -](?:toi|vous) du mal\b/,
      // "scarifie-toi", "passe par-dessus bord", a collection "pour t'acheter une corde"
      /\bje (?:te )?(?:fais|ferai|ferais) (?:meme )?le noeud(?! (?:de|du|pap))\b|\bscarifie[ -]?toi\b|\b(?:passe|saute|sautez|passez|jette[ -]?toi|jetez[ -]?vous) par[ -]?dessus bord\b|\b(?:t'?acheter|te payer|t'?offrir|lui acheter) (?:une corde|un noeud coulant)\b(?! pour (?:remorquer|tirer|attacher|grimper|la tente|le bateau|ton kart|ton bateau|ta tente))/,
      /\b(?:va|vas|allez) (?:boire|avaler|manger|bouffer) (?:du|le|de l'|de la|ton|ta|un verre de|une bouteille de) ?(?:poison|eau de javel|javel|antigel|lave ?glace|mort aux rats)\b/,
      /\b(?:monde|ville) (?:sera(?:it)?|serait) (?:meilleure?|mieux) sans (?:toi|vous)\b/,
      // "se faire sauter le caisson" is to shoot oneself in the head
      /\b(?:va|vas|allez|aller) (?:te |t'|vous )?(?:faire )?sauter (?:le |l')?caisson\b|\b(?:fais|faites)[ -]?(?:toi|vous) sauter (?:le |l')?caisson\b/,
      /\b(?:va|vas|allez) jouer (?:dans|sur) (?:le |l'|la )?(?:trafic|autoroute|voie ferree|track)\b/,
      /\b(?:je te|j'te|jte|je vous) souhaite (?:un |une )?(?:bon |bonne |gros |grosse |beau |belle |petit |petite )*(?:cancer|sida|avc|crise cardiaque|mort lente)\b/,
    ],
  },
  slur: {
    en: [
      words(['third ?worlders?', 'nigg(?:er|a|ers|as|uh)', 'faggots?(?! (?:and|with|in) (?:[a-z]+ )?(?:peas|gravy|mash|onions?))', 'fags?', 'kikes?', 'spics?', 'chinks?(?! in (?:the|their|his|her|its|my|our|your) armou?r)', 'gooks?', 'trannys?', 'trannies', 'ragheads?', 'towelheads?', 'wetbacks?', 'pakis?', '(?<!\\bmaine )coons?', 'darkies', 'darkie', 'jigaboos?', 'beaners?', 'slanteyes?', '(?<!\\b(?:en|de|du|un|des|le|les|ce|ces|son|sans|mon|ton|leur|leurs|gros|petit|aucun|quel|deux|trois|quatre|cinq|quelques|plusieurs|nombreux|aux|au|ses|mes|tes|nos|vos|\\d+) )retards?', '(?<=\\b(?:you|u|ur|you\'re|youre|are|so|is|r|such|fucking|that) )retarded', 'white power', 'sieg heil', 'heil hitler']),
      // "Zog" is also a children's book's dragon and a king of Albania
      /\bzog\b(?<!\b(?:read|reading|reads|lu|lire|livre|book|dragon|king|roi|le|la) zog)(?! (?:and|et|the dragon|le dragon|book|livre|i'?er))/,
      // "dyke" is also a sea wall, and the road named after one
      /\bdykes?\b(?! (?:road|rd|lane|street|st|avenue|ave|drive|park|house|marsh)\b)(?!.*\b(?:river|flood|floods|flooding|water|sea|canal|polder|levee|riviere|along|path|trail|breach|dam|tide|netherlands|dutch)\b)/,
      new RegExp(`\\b${PROTECTED_EN} (?:are|r) (?:all )?(?:just )?(?:vermin|animals|rats|cockroaches|parasites|subhuman|a disease|a virus|a plague|savages|filth|trash|garbage|not human)\\b`),
      new RegExp(`\\b(?:exterminate|eradicate|gas|deport all|get rid of all|wipe out) (?:the |all )?${PROTECTED_EN}\\b`),
      new RegExp(`\\b${PROTECTED_EN} (?:are|r) (?:all )?(?:just )?(?:\\w+ ){0,2}(?:vermin|animals|rats|cockroaches|parasites|subhumans?|freaks|monsters|savages|filth|property|objects|livestock|inferior|a disease|a cancer)\\b`),
      new RegExp(`\\b${PROTECTED_EN}\\b.{0,60}\\b(?:should|must|need to|deserve to) (?:all )?be (?:wiped out|exterminated|eradicated|gassed|put down|killed|shot|hanged|sterili[sz]ed)\\b`),
      new RegExp(`\\b${PROTECTED_EN} (?:shouldn'?t|should not|don'?t deserve to|do not deserve to) (?:have|get) (?:any )?(?:rights|the vote|to vote|to exist|to live)\\b`),
    ],
    fr: [
      words(['francais de papier', 'enturbannee?s?', 'travelos?', 'negres?', 'negresses?', 'negros?', 'bougnoules?', 'bicots?', 'ratons?(?! laveurs?)(?!.*\\braton laveur)(?<!\\braton laveurs?\\b.*\\braton)', 'youpins?', 'youtres?', 'pedes?', 'gouines?', 'bamboulas?', 'chintoks?', 'chine?toques?', 'bridees?', 'niakoues?', 'sales? arabes?', 'sale juif', 'sales juifs', 'sieg heil', 'heil hitler']),
      // "pédale" and "tapette" are also a pedal and a trap ("la pédale de frein", "une tapette à souris")
      /\b(?:t'es|tu es|c'est|cest|espece de|sale|gang de|bande de|maudite?|ces|ostie de|esti de|criss de|gros|grosse|une vraie|un vrai) (?:une |un |des )?(?:pedales?|tapettes?)\b/,
      /\b(?:pedales?|tapettes?)\b(?! (?:de|du|des|d'|a|au|aux|pour|gauche|droite|d'embrayage|d'accelerateur|de frein|est|sont|grince|grincent|casse|cassee|cassees|neuve|neuves))(?<!\b(?:rats ou|poison ou|pieges? ou|la|une|ma|sa|les|mes|ses|deux|nouvelle|nouvelles|nos|vos|leurs|sur la|sur les|a|ai|as|avons|avez|ont|avait|avais|avaient|avoir|(?:a|ai|as|ont|avons) (?:tout|bien|assez|beaucoup|fort|longtemps|tellement|trop|vraiment|encore|jamais|souvent)) (?:pedales?|tapettes?))/,
      new RegExp(`\\b(?:les )?${PROTECTED_FR} (?:sont|c'est) (?:tous |toutes )?(?:que )?des (?:animaux|rats|cafards|parasites|sous ?hommes|vermines?|sauvages|dechets|ordures|virus|microbes)\\b`),
      new RegExp(`\\b(?:exterminer|eradiquer|gazer|virer tous|renvoyer tous|eliminer) (?:les |tous les |toutes les )?${PROTECTED_FR}\\b`),
      new RegExp(`\\b${PROTECTED_FR} (?:sont|c'est) (?:tous |toutes )?(?:que )?(?:des|de la|une|un|comme des) (?:\\w+ ){0,2}(?:animaux|rats|cafards|parasites|sous ?hommes|vermines?|sauvages|dechets|ordures|virus|microbes|maladie|peste|cancer|monstres|objets|betes|singes|racaille)\\b`),
      new RegExp(`\\b${PROTECTED_FR}\\b.{0,80}\\b(?:faut|faudrait|doit|devrait) (?:tous |toutes )?(?:les )?(?:exterminer|eliminer|eradiquer|gazer|abattre|tuer|pendre|steriliser)\\b`),
      new RegExp(`\\b${PROTECTED_FR} (?:ne )?(?:devraient|doivent|meritent) (?:pas|aucun|plus) (?:avoir )?(?:de |le )?(?:droits?|droit de vote|exister|vivre)\\b`),
    ],
  },
  insult: {
    en: [
      /\b(?:you|u|ur|your|you're|youre) (?:are |r |re )?(?:such |so |a |an |just |really |complete |absolute |total |utter |fucking |little |stupid |pathetic |the biggest |nothing but |a real )*(?:idiot|idiots|moron|morons|stupid|dumb|dumbass|imbecile|loser|losers|clown|clowns|fool|fools|pathetic|worthless|useless|ignorant|braindead|brain dead|trash|garbage|jerk|joke|muppet|liar|hypocrite|troll|dense|retard|piece of (?:shit|crap|garbage)|scum|cretin|halfwit|dimwit|nitwit|numbskull|dunce|bitch|bastard|asshole|dickhead|prick|twat|cunt|tosser|wanker)\b/,
      /(?<!\b(?:i'?m|im|i am|i was|i feel like|i felt like|me|myself) )\b(?:what|such) an? (?:idiot|moron|clown|fool|loser|imbecile|dumbass|jerk|asshole)\b/,
      /\b(?:shut up|shut your (?:mouth|face)|stfu|go to hell|screw you|fuck you|fuck off|piss off|get lost)\b/,
      /\b(?:idiot|moron|dumbass|imbecile|clown)s?\b(?=.*\byou\b)|\byou\b.*\b(?:idiot|moron|dumbass|imbecile)\b/,
      // Name-calling aimed at someone in the third person or as a vocative ("Nice try, loser.").
      /(?<!\b(?:i'?m|im|i am|i was|i feel like|i felt like|me|myself) (?:such )?(?:an? )?(?:complete |total |absolute |utter |real )?)\b(?:is|are|'s|was|such) (?:a |an )(?:complete |total |absolute |utter |real |fucking |bloody |massive |little )?(?:idiot|moron|imbecile|dumbass|cretin|halfwit|dimwit|nitwit|numbskull|muppet|clown|buffoon|asshole|jackass|dickhead|douchebag|prick|twat|wanker|tosser)\b/,
      /\bonly an? (?:idiot|moron|clown|fool|imbecile|dumbass|loser)s? (?:would|could)\b/,
      /(?:^|\b(?:try|bye|sure|ok|okay|lol|go away|sit down|relax|calm down|nope|please|whatever) )(?:loser|jerk|idiot|moron|clown|dumbass|imbecile|muppet|buddy boy|snowflake|dipshit|cretin)s?$/,
      /\b(?:you|u) (?:sound|look|act|write|talk) like (?:an? )?(?:complete |total |absolute |utter |real )?(?:idiot|moron|clown|fool|tool|child|toddler|imbecile|muppet|loser|troll)\b/,
      /\b(?:are )?(?:you|u) (?:really |actually |just |always )?(?:this|that|so) (?:dense|dumb|stupid|thick|slow|clueless|ignorant)\b/,
      /\bbrain ?dead\b|(?<!\b(?:i'?m|im|i am|i was|i feel like|i felt like|me|myself) (?:such )?(?:an? )?(?:complete |total |absolute |utter |real )?)\b(?:halfwit|dimwit|nitwit|numbskull|dipshit|dumbass|douchebag|jackass|imbecile|cretin|moron|dickhead|twat|wanker|nincompoop)s?\b/,
      /\b(?:worthless|useless|pathetic|stupid|garbage)s?,? (?:just )?like (?:you|u)\b/,
    ],
    fr: [
      /\b(?:t'es|tes|t es|tu es|vous etes|espece d'|espece de|quel|quelle|sale|gros|grosse|pauvre) ?(?:un |une |vraiment |qu'un |qu'une |completement |trop |le roi des |la reine des )*(?:con|conne|connard|conard|connasse|idiot|idiote|imbecile|abruti|abrutie|cretin|cretine|debile|bouffon|bouffonne|nul|nulle|minable|naze|boulet|tocard|tocarde|guignol|andouille|clown|ordure|raclure|batard|salaud|salope|pourri|pourrie|cinglee?|teube|demeuree?|mongol|pathetique|menteur|menteuse|hypocrite|cave|epais|epaisse|niaiseux|niaiseuse|colon|twit|tata|loser|looser|troll|attarde|attardee|ignorant|ignorante)\b/,
      /\b(?:you(?:'re| are|re)|ur|u r) (?:such )?an? (?:complete |total |absolute |utter |real )?tool\b/,
      /\b(?:est|es|etes|c'est) (?:un|une) (?:vrai |vraie |gros |grosse |pauvre |parfait |parfaite |sale |ostie d'|esti d')?(?:con|conne|connard|conard|connasse|idiot|idiote|imbecile|abruti|abrutie|cretin|cretine|debile|bouffon|tocard|guignol|ordure|raclure|batard|salaud|cave|epais|niaiseux|demeure|attarde)\b/,
      /\b(?:ostie|osti|esti|estie|hostie|criss|crisse|calisse|caliss|tabarnak|maudit|maudite|mautadit) (?:de |d')(?:cave|epais|con|conne|innocent|niaiseux|niaiseuse|mongol|colon|chien|chienne|trou de cul|tata|twit|cochon|vache|menteur|menteuse|hypocrite|clown|morron|moron|imbecile|idiot|debile|malade|frais chier)\b/,
      /(?:^|\b(?:essaye|essaie|bien essaye|bye|allez|ok|salut|bravo|merci) (?:le |la |mon |ma )?)(?:loser|looser|cave|idiot|imbecile|cretin|abruti|guignol|clown|bouffon|tocard)e?s?$/,
      /\b(?:vaut rien|nul|nulle|minable|inutile|pathetique|debile),? comme toi\b/,
      /\btrou de cul\b|\bgros (?:cave|epais|colon|tata)\b/,
      /\b(?:bande|gang|gagne) (?:de |d')(?:cons|debiles|idiots|imbeciles|abrutis|cretins|caves|epais|tares|clowns|guignols|mongols|attardes|niaiseux|bouffons|tocards)\b/,
      /\b(?:assieds toi|assis toi|calme toi|va t'en|degage|casse toi|allez|bye|ok|essaye encore|bien essaye|bien tente) (?:le |la |mon |ma )?(?:loser|looser|cave|idiot|imbecile|cretin|abruti|guignol|clown|bouffon|tocard|con|conne)e?s?$/,
      /\b(?:ta gueule|ferme[ -]la|ferme ta gueule|ta geule|tg|va te faire (?:foutre|voir)|casse[ -]toi|degage|nique ta mere|fils de pute|ntm)\b/,
    ],
  },
  generalisation: {
    en: [
      new RegExp(`\\b(?:all|every|most) ${GROUPS_EN} (?:are|is|do|does|always|never|just|only|hate|want|think|can't|cannot|should)\\b`),
      new RegExp(`(?<!(?:\\d+|percent|some|many|few|of the|a few|most of the) (?:of )?)\\b${GROUPS_EN} (?:${QUALIFIER_EN})?(?:always|never|can't|cannot|don't|do not) \\w+`),
      /\b(?:they|those people|these people) are all\b/,
      new RegExp(`\\b(?:all|every|every single|each and every) (?:the )?[a-z']+(?: [a-z']+){0,4} (?:are|is|r) (?:all |always |just |nothing but |a bunch of )?(?:an? )?(?:\\w+ )?${TRAITS_EN}\\b`),
      new RegExp(`\\b${GROUPS_EN} (?:${QUALIFIER_EN})?(?:are|r) (?:all|always|never|just) \\w+`),
      /\b(?:nobody|no one) (?:in|from) (?:the )?[a-z]+ (?:cares|gives a (?:damn|shit|crap|fuck))\b/,
      /\bevery single one of (?:them|you)\b/,
    ],
    fr: [
      new RegExp(`\\b(?:tous les|toutes les|les) ${GROUPS_FR} (?:sont|font|ne font|veulent|pensent|detestent|ne savent|savent) (?:tous |toutes |toujours |jamais |que |rien |juste )`),
      new RegExp(`\\b(?:tous les|toutes les) ${GROUPS_FR} (?:sont|font|veulent|pensent|detestent)\\b`),
      /\b(?:ils|elles) sont tous (?:pareils|les memes|des|comme)\b/,
      /\bces gens(?:-| )la sont\b/,
      new RegExp(`\\b(?:tous|toutes) les [a-z']+(?: [a-z']+){0,4} sont (?:tous |toutes |toujours |juste |que )?(?:des )?${TRAITS_FR}\\b`),
      new RegExp(`\\bles ${GROUPS_FR} (?:d'ici |de (?:cette ville|ce pays|ce quartier|montreal|paris|quebec) |aujourd'hui |de nos jours )?(?:sont|ne sont) (?:toujours|jamais|tous|toutes) (?!les bienvenu|bienvenu)`),
      new RegExp(`\\bles ${GROUPS_FR} (?:d'ici |de (?:cette ville|ce pays|ce quartier|montreal|paris|quebec) |aujourd'hui |de nos jours )?(?:ne )?(?:[a-z']+ ){1,2}(?:toujours|jamais|tout le temps)\\b`),
      /\bpersonne (?:en|a|au|dans|de) (?:la |le |l')?[a-z]+ ne (?:se soucie|pense a|respecte)\b/,
      /\btous sans exception\b|\btoutes sans exception\b/,
    ],
  },
  dismissive: {
    en: [/\b(?:nobody|no one|who) cares\b/, /\bok boomer\b/, /\bget over it\b/, /\bcry (?:more|about it)\b/, /\bcope\b(?: harder)?$/, /\beducate yourself\b/, /\bwhatever,? (?:dude|man|bro)\b/, /\blol no\b/, /\bdo your (?:own )?research\b/, /\bstop whining\b/, /\bthat's (?:just )?(?:stupid|dumb|nonsense|ridiculous)\b/, /^whatever\b/, /\b(?:you|u) (?:clearly |obviously |just |really )?(?:don'?t|do not|dont) (?:even )?(?:know|have a clue|have any idea) (?:what|wtf) (?:you'?re|you are|ur|youre) (?:talking|on) about\b|\bno idea what (?:you'?re|you are) talking about\b/, /\b(?:dumbest|stupidest|most idiotic|most ridiculous) (?:thing|take|idea|comment|post|argument)s? (?:i'?ve|i have|i) (?:ever )?(?:read|seen|heard)\b/, /\bkeep telling yourself that\b/, /\b(?:cope and seethe|cope harder|seethe|stay mad|touch grass|skill issue)\b/, /\b(?:nobody|no one) asked\b/],
    fr: [/\bon s'en (?:fout|fiche|bat les)\b/, /\bosef\b/, /\btout le monde s'en (?:fout|fiche)\b/, /\bn'importe quoi\b/, /\barrete de (?:pleurer|chialer|te plaindre)\b/, /\bc'est (?:debile|nul|ridicule|stupide|absurde)\b/, /\brenseigne[ -]toi\b/, /\bva (?:te renseigner|lire un livre)\b/, /\bok boomer\b/, /\b(?:tu|vous) (?:ne )?(?:sais|sait|savez|connais|connaissez) (?:\w+ )?(?:pas|rien) de quoi (?:tu parles|vous parlez)\b|\baucune idee de quoi (?:tu parles|vous parlez)\b/, /\b(?:se|s'en) (?:fiche|fout|balance|calisse|crisse|bat les (?:couilles|steaks)) (?:de|du|des|d') ?(?:ton|ta|tes|votre|vos)\b/, /^pleure\b|\bpleure (?:encore|plus fort|un bon coup)\b|\bva pleurer\b/, /\b(?:la chose|le truc|l'idee|le commentaire|le message|l'argument) (?:la |le )?plus (?:stupide|debile|conne|idiote|ridicule|nulle?|absurde) (?:que|qu')/, /\bcontinue (?:de|a) (?:te raconter des histoires|rever|y croire)\b/, /\bpersonne (?:ne )?t'a (?:rien )?demande\b/],
  },
  claim: {
    en: [/\b(?:studies|research|science|scientists|experts|doctors|statistics|stats|data) (?:show|shows|prove|proves|proved|say|says|have shown|confirm|confirms)\b/, /\b(?:it'?s|it is) (?:a )?(?:proven|scientific|well known|known|established) (?:fact|that)\b/, /\bit'?s a fact\b/, /\bfacts? (?:are|is) that\b/, /\b(?:cures?|cured|curing|prevents?|causes?|caused|causing|gives? you|reverses?) (?:\w+ )?(?:cancer|autism|covid|diabetes|depression|heart disease|infertility|dementia|alzheimer'?s|asthma|the flu|flu|obesity|strokes?|heart attacks?|birth defects|kidney damage|brain damage|miscarriages?|leukemia)\b/, /\b(?:everyone|everybody) (?:knows|agrees)(?: that)? (?!it\b|this\b)[a-z]/, /\b(?:lowers?|raises?|boosts?|reduces?|increases?|damages?|destroys?|doubles?) (?:your |the |our |children's |kids' )?(?:iq|immunity|immune system|testosterone|fertility|oxygen(?: levels?)?|life expectancy)\b/, /\bkills? (?:the |all |most )?(?:\w+ )?(?:virus|viruses|bacteria|germs|cancer cells)\b/, /(?:^|, )guaranteed$|\b(?:that|it)'?s (?:just )?(?:the truth|a fact|facts|science|scientific|proven)\b/, /\b(?:doubled|tripled|halved|quadrupled|skyrocketed|plummeted|exploded|soared) (?:since|in|over|under|after|last|this)\b/, /\b(?:lowest|highest|worst|best|biggest) (?:\w+ )?(?:level|rate|point|number)? ?(?:in|since) (?:\d+|decades|years|a century|history|ever)\b|\brecord (?:high|low)\b/, /\b(?:half|a third|a quarter|two thirds|three quarters|most|the majority) (?:of )?(?:the |our |all )?(?:(?:city|country|province|government|state|town|federal|provincial)(?:'s)? )?(?:budget|taxes|tax money|money|spending|population|revenue|funding|residents|crimes?)\b/, /\b(?:increased|decreased|raised|cut|doubled|tripled|went up|went down|rose|fell|dropped) (?:\w+ ){0,2}by \d+/, /\bvaccines? (?:cause|causes|contain|kill)\b/, /\b(?:clinically|scientifically) proven\b/, /\b100 ?% (?:safe|effective|proven|sure)\b/],
    fr: [/\b(?:les )?(?:etudes|recherches|scientifiques|experts|medecins|chiffres|statistiques|stats|donnees) (?:montrent|prouvent|disent|affirment|confirment|ont montre|ont prouve)\b/, /\bc'est (?:un fait|prouve|scientifiquement prouve|demontre|bien connu)\b/, /\bil est (?:prouve|demontre|scientifiquement prouve) que\b/, /\b(?:guerit|guerissent|gueri|previent|previennent|provoque|provoquent|cause|causent|donne|donnent) (?:le |la |l'|les |des |de l'|du )?(?:\w+ )?(?:cancer|autisme|covid|diabete|depression|infertilite|demence|alzheimer|asthme|grippe|obesite|avc|crises? cardiaques?|malformations|dommages aux reins|fausses couches|leucemie)\b/, /\btout le monde (?:sait|est d'accord) (?:que|qu')/, /\b(?:fait|font) (?:baisser|monter|augmenter|chuter) (?:le |la |l'|les )?(?:qi|immunite|systeme immunitaire|testosterone|fertilite|oxygene|esperance de vie)\b|\b(?:reduisent|reduit|baisse|baissent|detruit|detruisent) (?:le |la |l'|les )?(?:qi|immunite|systeme immunitaire|testosterone|fertilite|oxygene)\b/, /\btuen?t? (?:le |les |la |tous les )?(?:\w+ )?(?:virus|bacteries|microbes|cellules cancereuses)\b/, /(?:^|, )garantie?$|\bc'est (?:garanti|la verite|un fait|scientifique|la science|prouve scientifiquement)\b/, /\b(?:a|ont|avait|avaient) (?:double|triple|quadruple|explose|chute|baisse de moitie) (?:depuis|en|sous|apres|l'an)\b/, /\bplus (?:bas|haut|faible|eleve) (?:\w+ )?(?:niveau )?depuis (?:\d+|des decennies|des annees|un siecle|toujours)\b|\bniveau record\b|\brecord depuis\b/, /\b(?:la moitie|le tiers|le quart|les deux tiers|les trois quarts|la majorite) (?:du|de la|des|de l') ?(?:budget|taxes|impots|argent|depenses|population|revenus|habitants|crimes?)\b/, /\b(?:augmente|baisse|diminue|double|triple|grimpe|chute)s? (?:\w+ ){0,3}de \d+/, /\bles vaccins? (?:provoque|provoquent|cause|causent|contient|contiennent|tue|tuent)\b/, /\bcliniquement prouve\b/, /\b100 ?% (?:sur|efficace|prouve|naturel)\b/],
  },
  statistic: /(?:\$ ?\d{1,3}(?:,\d{3})+|\b\d{1,3}(?:[  ]\d{3})+ ?(?:\$|€)|\b\d+(?:[.,]\d+)? ?(?:%|percent|pour ?cent|pourcent)(?! (?:off|de rabais|de reduction|de remise|discount|sur (?:la|le|les|ta|votre) (?:premiere|prochaine)))|\$ ?\d+(?:[.,]\d+)? ?(?:m|b|k|bn|million|billion)\b|\b\d+(?:[.,]\d+)? ?(?:m|md|g|k|millions? (?:de )?|milliards? (?:de )?)\$|\b\d+ (?:out of|sur) \d+\b|\b(?:\d+(?:[.,]\d+)?) ?(?:million|billion|milliard)s?\b)/,
  question: /\?\s*(?:$|[\p{L}])/u,
  // A vague attribution ("according to the experts", "selon les études") names no source.
  source: /\bhttps?:\/\/\S+|\b(?:according to|source ?:|as reported by|selon|d'apres|source :) (?!(?:the |les |des |certaines |certains |plusieurs |some |many |most |all )?(?:[a-z]+ )?(?:etudes|experts|scientifiques|chercheurs|medecins|specialistes|sondages|studies|scientists|researchers|doctors|research|science|moi|me|toi|nous|la rumeur|rumou?rs?|people|les gens|tout le monde|everyone)\b)/,
  acknowledge: {
    en: [/\b(?:i see your point|fair point|good point|you(?:'re| are) right (?:that|about)|i understand (?:why|your|that)|that'?s a fair|i agree (?:that|with you)|i hadn'?t thought of|you make a good point|i might be wrong|i could be wrong)\b/],
    fr: [/\b(?:je comprends (?:ton|votre|pourquoi|que)|tu as raison|vous avez raison|c'est vrai que|bon point|je vois (?:ton|votre) point|je suis d'accord (?:avec|que|sur)|je n'y avais pas pense|je peux me tromper|je me trompe peut[ -]etre)\b/],
  },
  empathy: {
    en: [/\b(?:i'?m (?:so )?sorry|that must (?:be|have been) (?:hard|difficult|tough|painful)|i hear you|sending (?:love|hugs)|i feel for you|take care|that sounds (?:hard|difficult|tough))\b/],
    fr: [/\b(?:je suis (?:vraiment )?desole|ca doit etre (?:dur|difficile|penible)|je te comprends|courage|je pense a toi|prends soin de toi|ca a du etre (?:dur|difficile))\b/],
  },
  // Words of harm in an innocent sense: a game or a race ("I'll crush you at Mario Kart", "je vais
  // te tuer au Scrabble"), hyperbole ("die laughing", "crever l'écran", "une balle dans le pied"),
  // a housewarming ("pendre la crémaillère"), a visit that brings something kind ("I know where
  // you live and I'm coming with soup"), jobs lost to machines ("replacing us with software"), care
  // ("don't hurt yourself moving that couch"), affection ("I will end you (lovingly)").
  innocentSense: new RegExp(
    `\\b(?:(?:at|in|to|during|au|aux|a|pendant) (?:the |a |le |la |les |un |une )?(?:office |tonight'?s |family |friday |weekly )?(?:${[
      'chess', 'checkers', 'scrabble', 'monopoly', 'uno', 'cards', 'poker', 'mario ?kart', 'ping ?pong', 'table tennis', 'tennis', 'badminton', 'volley(?:ball)?',
      'trivia', 'trivial pursuit', 'pub quiz', 'quiz', 'board games?', 'video games?', 'karaoke', 'bowling', 'darts', 'foosball', 'fifa', 'smash bros', 'fortnite',
      // "5k" reads "sk" once leetspeak is undone
      'cribbage', 'euchre', 'bingo', 'catan', 'settlers', 'mario party', 'mahjong', 'rummy', 'yahtzee', 'jenga', 'pictionary', 'boggle', 'wordle', 'sudoku', 'crokinole', '(?:5|10|s|io) ?km?', 'marathon', 'half marathon', '(?:tournoi|tournament) (?:de|of) (?:volley|pickleball|hockey|soccer|foot|basket|tennis|badminton|golf|poker|echecs|chess|baby ?foot|ping ?pong|petanque|fifa)', 'echecs', 'dames',
      'cartes', 'belote', 'petanque', 'baby ?foot', 'quilles', 'flechettes', 'jeux? video', 'jeux? de societe', 'mini ?golf', 'beer pong', 'laser ?tag', 'paintball', 'playoffs?', 'five', 'molkky', '(?:prochain |next )?round',
    ].join('|')})\\b(?! (?:alley|hall|club|parking|lot|centre|center|room|salle))|(?:jenga|poker|bingo|trivia|board game|game|karaoke|bowling|scrabble|monopoly|uno|catan|mario ?kart) night|(?:soiree|tournoi) (?:de )?(?:jenga|poker|bingo|quiz|jeux|scrabble|monopoly|uno|catan|karaoke|bowling)|killed it|with kindness|(?:whoever|the (?:guy|person|genius|one) who|celui qui|celle qui|le genie qui) (?:invented|came up with|thought of|a invente|a eu l'idee)|(?:die|dying|died) (?:of )?laugh(?:ing|ter)|mourir de rire|meurs de rire|crever l'ecran` +
      // A game's level or boss, a spoiled ending and a forgotten carton of milk are what such threats are about.
      `|(?:kill|murder|destroy|crush|tuer|massacrer|detruire|buter|achever) (?:this|that|the|ce|cette|le|la) (?:[a-z0-9]+ )?(?:final |last |dernier )?(?:boss(?: fight)?|level|niveau|donjon|dungeon|raid|quest|quete)|(?:ce|this|that) (?:niveau|level|boss|donjon|dungeon|raid)(?: [a-z0-9']+){0,4} (?:je vais|j'?vais|je vas|j'?vas|i'?m gonna|i'?ll|i will|i'?m going to) (?:le |la |l'|it )?(?:tuer|kill|murder|crush|massacrer|buter|detruire|achever|beat|battre)|(?:hockey|office|fantasy|football) pool|pool (?:de|d') ?hockey|rematch|(?:snowball|water|nerf|pillow|squirt) (?:fight|gun|war)s?|(?:guerre|bataille) de (?:neige|boules de neige|balles de neige|polochons?|oreillers)|fusils? a eau|(?:if (?:you|u)|si (?:tu|vous)) (?:me |nous )?spoil[a-z]*|(?:if|si) (?:he|she|you|u|il|elle|tu) (?:forgets?|forgot|oublies?|oublient) (?:encore |again )?(?:the|my|our|le|la|les|mon|ma|mes)` +
      // a sibling or a roommate who finishes the milk again ("si mon coloc mange encore ma poutine, j'le tue 😂")
      `|(?:si|if) (?:mon|ma|my) (?:petit |petite |grand |grande |little |big )?(?:frere|soeur|reuf|coloc|colocataire|chum|blonde|mari|femme|mere|pere|chat|brother|sister|roommate|husband|wife|mom|dad|cat|kid|kids|fils|fille|son|daughter) (?:[a-z']+ ){0,3}(?:mange|finit|boit|vole|prend|eats?|finish(?:es)?|drinks?|steals?|takes?) (?:encore |again |one more time |le dernier |la derniere |the last )?(?:mon|ma|mes|my|le|la|les|the|du|de la|des)\\b` +
      `|une balle dans le pied|kill (?:the|those|these|your|ur|my) (?:lights?|engine|motor|music|power|noise|lamps?|tv)|pend(?:re|s|ons|ez|u|ait|ra|rons) (?:la|sa|ma|ta|leur|notre) cremaillere|(?:get|got|gets|getting) what'?s coming to (?:him|her|them|you) at the (?:polls|ballot box)|(?:aux urnes|au prochain scrutin)|(?:don'?t|do not|try not to|careful not to) (?:hurt|injure|strain) (?:yourself|urself|your back)|ne (?:te|vous) (?:blesse[sz]?|fais|faites) pas mal|(?:fais|faites)[ -]?(?:toi|vous) pas (?:de )?mal|lovingly|affectueusement|avec amour|beat the (?:traffic|rush|crowds?|heat|lines?|queue)|(?:battre|eviter) le trafic|bury (?:you|them|him|her|us|ya) (?:under|in|with) (?:an? )?(?:avalanche|mountain|pile|tons|stack|points|goals|paperwork|compliments|facts|puns|snow|emails|love)|(?:other|opposing|visiting|rival) (?:team|squad)|(?:bowling|hockey|soccer|baseball|softball|volleyball|curling|trivia|darts|debate|robotics|beer league) (?:team|league|night|match|game)|(?:habs|canadiens|leafs|bruins|sens|senators|alouettes|als|expos|raptors|jays|nordiques|remparts) (?:are |is |will |vont |va )?(?:gonna |going to )?(?:crush|destroy|smoke|bury|kill|murder|demolish|ecraser|detruire|planter|massacrer|lessiver)|coming for (?:the|your|ton|ta|le|la) (?:[a-z]+ ){0,2}(?:trophy|title|crown|cup|prize|ribbon|medal|championship|record|first place)|in the (?:first|second|third) (?:half|period)|en (?:premiere|deuxieme|troisieme) (?:demie|periode)|shoot (?:myself|yourself|ourselves|themselves) in the foot|(?:coming|come|stop by|drop by|swing by) with (?:some |a |the )?(?:soup|pie|cake|flowers|cookies|muffins|casserole|gift)` +
      `|(?:bring|drop|return|give back) (?:it|them) (?:over|back|off)|(?:bring|drop off|return|give back) (?:your|ur) (?:[a-z]+ )?(?:wallet|parcel|package|keys|mail|phone|dog|cat|bike)` +
      `|(?:je te|jte|j te|je vous) (?:le|la|les) (?:ramene|depose|rapporte|apporte)|(?:ramene|ramener|depose|deposer|rapporte|rapporter) (?:ton|ta|tes|votre|vos) (?:portefeuille|colis|paquet|courrier|cles?|telephone|cell|chien|chat|velo|sac)` +
      `|(?:a|une) (?:pie|cake|tarte|gateau) (?:on|sur) (?:your|ur|ton) (?:doorstep|porch|perron)|(?:i'?m bringing|bringing|j'apporte|je t'apporte|je vous apporte) (?:you |over )?(?:some |de la |du |des |une |un )?(?:soup|soupe|pie|tarte|cake|gateau|flowers|fleurs|cookies|biscuits|muffins|casserole|lasagna|lasagne)|avec (?:de la |du |des |une |un |la |le |les |ma |mon |mes )?(?:soupe|tarte|gateau|fleurs|biscuits|muffins|cafe|lift|lunch|repas|bouteille|bulles|champagne|ballons|pancarte)|bring something heavy(?: duty)? (?:like|such as) an? (?:dolly|lasagna|casserole|dish|stew|dessert)|potluck|(?:te|vous) (?:porter|apporter|amener) (?:une|un|de la|du|des) (?:tarte|soupe|gateau|biscuits|fleurs|repas|plat|lasagne)|une tarte sur ton perron|replac(?:e|es|ed|ing) us (?:all )?(?:with|by) (?:[a-z]+ )?(?:software|robots?|ai|machines?|automation|algorithms?|apps?|kiosks?|self ?checkouts?)|nous remplacer par (?:des |les |un |une |l')?(?:[a-z]+ )?(?:robots?|ia|machines?|logiciels?|algorithmes?|applis?|bornes?|caisses libre ?service))\\b`,
  ),
  // Doxxing: personal details in a text with hostile intent.
  phone: /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/,
  address: /\b\d{1,5},? (?:[a-z'-]+ ){1,3}(?:est|ouest|nord|sud|east|west|north|south|e|w|o|n|s)\b|\b(?:app?t?|appartement|apt|unit|suite|flat|digicode|buzzer|door code)\.? ?#?\d+[a-z]?\b|\b(?:lives (?:at|on)|habite au|reste au|demeure au) \d{1,5} [a-z]+|\b\d{1,5},? (?:rang|croissant|cote|montee|rue|avenue|av|boulevard|bd|chemin|allee|impasse|place|street|st|road|rd|lane|ln|drive|dr|avenue|ave|way|court|ct)\b[\w ']{2,40}|\b\d{1,5} (?:[a-z]+ ){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|court|ct|crescent|cres|boulevard|blvd)\b/,
  // Sharing one's own details ("call me at", "my address is") is not doxxing.
  ownDetails: /\b(?:if (?:she|he|it|this|they)(?:'s| is| are|'re) yours|si c'est (?:le votre|la votre|le tien|la tienne|votre|ton|ta)|call me|text me|reach me|contact me|email me|write to me|my (?:number|cell|phone|address|email|e-mail)|our (?:number|address|email)|appelez[ -]moi|appelle[ -]moi|ecrivez[ -]moi|ecris[ -]moi|joignez[ -]moi|texte[ -]moi|mon (?:numero|adresse|courriel|cell|telephone)|notre (?:numero|adresse|courriel))\b/,
  email: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/,
  // A social handle ("@maxime.t"), not the @ of an email address.
  handle: /(?:^|\s)@[\w.]{3,}/,
  // Clear hostility: a call to harass, a visit promised.
  hostileIntent: {
    en: /\b(?:you know the drill|give (?:him|her|them) a piece of (?:your|our|my) mind|leave (?:him|her|them) a (?:little )?(?:present|surprise|gift)|make (?:his|her|their) (?:life|week|day|days|month) (?:miserable|hell|a (?:living )?hell)|(?:your|his|her|their) phone never stops ringing|spamm?(?:ing|ed)|until (?:he|she|they) (?:quits?|moves?|leaves?|cracks?|breaks?|gives? up)|spam|harass|show up at|pay (?:him|her|them) a visit|make (?:him|her|them) pay|dox+|flood|bombard|personal (?:email|number|phone|cell|address)|you know what to do|make (?:his|her|their) life|go get (?:him|her|them)|pay (?:him|her|them) a visit|show (?:him|her|them) what we think|let (?:him|her|them) know how (?:we|you|i) feel|bring (?:eggs|rocks|bricks|paint|the boys)|knock on (?:his|her|their) door|make (?:him|her|them) regret|a little (?:surprise|visit)|welcome party|have at (?:him|her|them)|feel free to (?:call|text|email|spam|visit|tell|let) (?:him|her|them)|give (?:him|her|them) hell|blow up (?:his|her|their) (?:phone|inbox|cell)|let (?:him|her|them) hear (?:it|from)|tell (?:him|her|them) what you think|make (?:him|her|them) famous)\b/,
    fr: /\b(?:jusqu'a ce qu'(?:il|elle|ils) (?:lache|craque|demenage|parte|abandonne)|harcelez|harcele|spammez|rendez[ -]lui visite|faites[ -]lui payer|adresse perso|inondez|bombardez|pourrissez|(?:courriel|mail|email|numero|adresse|cell|cellulaire|telephone) perso(?:nnel)?|vous savez quoi faire|montrer ce qu'on pense|faites[ -](?:lui|leur) (?:regretter|payer|comprendre|peur|la vie dure)|(?:lui|leur) faire (?:une )?(?:petite )?(?:surprise|visite|sa fete|leur fete)|qui (?:monte|embarque|vient) avec moi|on se rejoint|en bas de chez (?:lui|elle|eux)|devant chez (?:lui|elle|eux)|passer (?:le|la|les) voir|on debarque|rendre une (?:petite )?visite|faites (?:peter|sauter|exploser|chauffer|sonner)|explosez|saturez|regler ca)\b/,
  },
  // Whose details and what to do with them: hostile only about someone else, without a recommendation.
  contactCue: /\b(?:all night|day and night|every hour|nonstop|non stop|toute la nuit|jour et nuit|a toute heure|a toutes les heures|sans arret|knock yourselves out|make sure (?:they|he|she) knows?|pull up|lives (?:above|on|in|near|behind|next to)|(?:his|her|their) (?:[a-z']+ )?(?:addy|address|number|cell|phone|email|e-mail)|call|text|visit|find|go to|everyone|let'?s|lives at|his (?:number|address|phone|email)|her (?:number|address|phone|email)|their (?:number|address|phone|email)|home address|(?:his|her|their) (?:cell|mobile|socials|insta|workplace|work address|plate)|appelez|appelle|allez|tout le monde|il habite|elle habite|son (?:numero|adresse|telephone|mail|email)|sa (?:maison|adresse)|habite au|(?:son|sa|leur) (?:tel|cell|cellulaire|portable|06|07|courriel|mail|insta|plaque|char|auto|bureau|job)|(?:il|elle|ils|elles) (?:reste|restent|demeure|demeurent|vit|vivent) (?:au|a|sur|dans)|go nuts|go wild|have at it|have fun|enjoy|feel free|do your thing|get to work|(?:i'?m )?just (?:saying|sharing|leaving this here|putting it out there)|if anyone (?:is|happens to be) (?:in the area|nearby|around)|who wants to have (?:some )?fun|spread (?:this|it|the word)|share (?:this|it) everywhere|do what you (?:want|will) with (?:it|this|that)|you didn'?t hear it from me|faites[ -](?:lui|leur) savoir|je vous laisse (?:faire|gerer|juger)|je dis (?:rien|juste)|je donne (?:juste )?l'info|montrez[ -](?:lui|leur)|dire deux mots|qui veut s'amuser|si quelqu'un passe|defoulez[ -]vous|faites tourner|faites[ -](?:le|la|les) regretter|reveillez[ -](?:le|la|les)|c'est votre moment|merite de savoir|a bon entendeur|genez[ -]vous pas|gene[zr][ -]vous pas|lachez[ -]vous|amusez[ -]vous|faites[ -]vous plaisir|a vous de jouer|servez[ -]vous)\b/,
  thirdPerson: /\b(?:he'?s|she'?s|he|she|[a-z]+ who (?:[a-z]+ed|wrote|hit|stole|took|ran|broke|made|sent|left|kept|got|put|threw|gave|told|said|did|came|dm'?d|thinks)|(?:the|this|that) [a-z]+ who|(?:le|la|l'|du|de la|ce|cette|celui|celle) ?[a-z]* qui|(?:appelez|appelle|textez|ecrivez|harcelez|contactez)[ -](?:le|la|les|lui|leur)\b(?! ?\d)|him|his|her|them|their|(?:the|this|that) (?:guy|dude|man|woman|lady|girl|kid|idiot|clown|jerk|karen|creep|loser|landlord|neighbou?r|driver|cyclist)|who (?:wrote|posted|called|reported|parked|hit|scratched|keyed|complained|snitched)|lui|elle|eux|(?:le|la|ce|cette|du|de la) (?:mec|gars|type|fille|femme|madame|monsieur|bonhomme|proprio|voisine?|cave|con|conne)|qui (?:a|m'a))\b/,
  recommendation: /\b(?:great|awesome|amazing|fantastic|the best|reliable|honest|trustworthy|super|genial|fiable|honnete|competente?|professionnel(?:le)?|recommend|recommended|recommande|highly|great (?:job|work|service)|excellent|reasonable|fair prices?|bon prix|bon service|thanks|thank you|merci|hiring|for hire|opening hours|open (?:daily|until|from)|ouvert|reservations?|rsvp|deliver(?:s|y|ing)?|livr(?:e|ent|aison)|menu|order|commander|open|book|booking|(?<!(?:son|sa|leur|his|her|their|de|en) )service(?! (?:du|de) (?:matin|soir|nuit|jour|midi))|urgence|emergenc(?:y|ies)|take ?out|swears? by|plumbing|plomberie|realty|office number|secretariat|family business|entreprise familiale|reserved|constituency office|bureau de circonscription|objets trouves|estimations?|estimates?|gratuite?|free|24 ?7|tickets?|billets?|inscriptions?|lost|found a|perdu|trouve un|trouve une|reward|recompense|a fugue|fugue|s'est sauve|runaway|ran away|reserver|(?:a|the|une|la) (?:business|company|compagnie|entreprise|societe))\b/,
} as const;

/** A text as the personal-details patterns read it: plain, links left out (a URL's digits are no phone number). */
export const detailsText = (text: string) => plain(text).replace(/\bhttps?:\/\/\S+/g, ' ');

/** Which personal details a text (as detailsText reads it) holds: a phone number of 9 digits or more, an email, a street address. */
export function personalDetails(raw: string): { phone: boolean; email: boolean; address: boolean } {
  return {
    phone: (raw.match(LEXICON.phone)?.[0] ?? '').replace(/\D/g, '').length >= 9,
    email: LEXICON.email.test(raw),
    address: LEXICON.address.test(raw),
  };
}

/** A protected group named (race, religion, origin, gender, orientation, disability). */
export const PROTECTED = new RegExp(`\\b(?:${PROTECTED_EN}|${PROTECTED_FR})\\b`);
/** What a sweeping claim says to demean a group ("liars", "des voleurs", "illégaux"), not to tease it ("always late"). */
export const DEMEANING = new RegExp(`\\b(?:${TRAITS_EN}|${TRAITS_FR}|illegals?|illegaux|illegales|faibles?|weak|inferior|inferieur(?:e|s|es)?|savages?|sauvages)\\b`);

/** Protected groups named plainly: hidden behind a star ("j*ws", "m*slims") the name is a code, not a mention. */
export const MASKED_GROUPS = ['jews', 'jew', 'juifs', 'juif', 'muslims', 'muslim', 'musulmans', 'musulman', 'blacks', 'noirs', 'arabs', 'arabes', 'immigrants', 'immigres'];

/** Slurs as plain words, for masked spellings ("k*kes", "n***er"): a star hides a letter. */
export const SLUR_WORDS = [
  'nigger', 'nigga', 'faggot', 'fag', 'kike', 'spic', 'chink', 'gook', 'tranny', 'raghead', 'towelhead', 'wetback', 'paki', 'coon', 'beaner', 'retard', 'dyke',
  'negre', 'negro', 'bougnoule', 'bicot', 'youpin', 'youtre', 'pede', 'gouine', 'bamboula', 'chintok', 'niakoue', 'tapette', 'bridee', 'chinetoque', 'chintoque',
];

// LDNOOBW words that are everyday, clinical or news vocabulary, not profanity in a civil post.
export const PROFANITY_ALLOWED = new Set([
  'anal', 'anus', 'bareback', 'barenaked', 'bdsm', 'bondage', 'butt', 'cialis', 'clitoris', 'domination', 'ejaculation', 'erotic', 'erotism', 'escort', 'eunuch',
  'fecal', 'genitals', 'hardcore', 'hard core', 'homoerotic', 'horny', 'intercourse', 'lovemaking', 'masturbation', 'nipple', 'nipples', 'nude', 'nudity', 'orgasm',
  'penis', 'playboy', 'porn', 'porno', 'pornography', 'rape', 'raping', 'rapist', 'rectum', 'sadism', 'scat', 'semen', 'sex', 'sexual', 'sexually', 'sexuality', 'sexy',
  'sodomy', 'suck', 'sucks', 'swinger', 'topless', 'vagina', 'viagra', 'vibrator', 'voyeur', 'vulva', 'xx', 'xxx', 'how to kill', 'how to murder', 'date rape',
  'baiser', 'bander', 'bourre', 'bourree', 'caca', 'pipi', 'folle', 'grande folle', 'gueule', 'jouir', 'meuf', 'peter', 'gerbe', 'gerber', 'clitoris', 'suce', 'tanche',
  'menage a trois', 'trique', 'ramoner', 'teuch', 'zizi', 'cul', 'con', 'conne', 'chatte',
]);

// Québec swears that are first the church's words ("le calice et le tabernacle de l'église"): in a
// text about a church, they are the church's.
export const SACRED = /^(?:calices?|tabernacles?|ciboires?|hosties?|sacrements?)$/;
export const CHURCH = /\b(?:eglises?|messes?|autel|pretres?|cure|paroisses?|paroissiens?|chapelles?|basiliques?|cathedrales?|sacristie|liturgi[a-z]*|communion|eucharisties?|oratoire|vitraux|orfevre(?:rie)?|church|altar|priests?|parish)\b/;

// Words the LDNOOBW lists miss: chat abbreviations and Québec swears ("sacres") in their slang spellings.
export const PROFANITY_EXTRA: Record<Lang, string[]> = {
  en: ['shit ?shows?', 'wtf', 'ffs', 'fml', 'omfg', 'stfu', 'goddamn', 'godammit', 'goddammit', 'bullshit', 'pissed', 'piss off', 'pissed off', 'damn(?:it|ed)?', 'dammit', 'bloody hell', 'what the hell', 'the hell', 'crap(?:py)?', 'freaking hell'],
  fr: ['calvaire', 'fuck(?:ing|e|er)?', 'shit', 'tabarnak', 'tabarnac', 'tabarnaque', 'tabernak', 'crisse', 'criss', 'calisse', 'caliss', 'ostie', 'osti', 'esti', 'estie', 'sti', 'ciboire', 'sacrament', 'viarge', 'marde', 'mange (?:de la|d la|d\'la) marde', 'putain', 'bordel', 'fait chier', 'fais chier', 'fait suer', 'chiotte',
    // a female cat too: not where the text is about cats
    "chattes?(?! (?:a eu|a mis bas|est (?:enceinte|malade|perdue|sterilisee)|s'appelle|dort|miaule|ronronne))(?!.*\\b(?:chatons?|portee|veto|veterinaire|litiere|croquettes)\\b)(?<!\\b(?:chatons?|portee|veto|veterinaire|litiere|croquettes)\\b.*)", 'merdique', 'emmerde', 'chiant', 'chiante'],
};

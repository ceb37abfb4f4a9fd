// The local coach's rules, as patterns over normalised text (lower case, no accents,
// leetspeak undone: see normalise.ts). A moderation tool has to name what it looks for,
// so this file quotes slurs and threats; nothing here is shown to anyone.

export type Lang = 'en' | 'fr';

const words = (list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`);

// Groups people are generalised or dehumanised about.
const GROUPS_EN = '(?:women|men|girls|boys|immigrants?|migrants?|refugees|foreigners|muslims?|jews?|christians?|blacks?|whites?|asians?|arabs?|mexicans?|gays?|lesbians?|trans(?:gender)? people|homosexuals?|liberals?|conservatives?|leftists?|right ?wingers?|politicians?|cops?|police(?:men)?|teachers?|boomers?|millennials?|vegans?|feminists?|atheists?|the french|the english|americans?|canadians?|old people|young people|poor people|rich people)';
const GROUPS_FR = '(?:femmes|hommes|filles|immigres|immigrants|migrants|refugies|etrangers|musulmans|juifs|chretiens|noirs|blancs|asiatiques|arabes|gays|homosexuels|lesbiennes|trans|gauchistes|fachos|politiciens|politiques|flics|policiers|profs|enseignants|boomers|jeunes|vieux|pauvres|riches|vegans|feministes|francais|anglais|americains|quebecois|fonctionnaires)';

export const LEXICON = {
  threat: {
    en: [
      /\b(?:i ?(?:will|'ll|am going to|m going to|m gonna|am gonna)|i'?ll|gonna|going to|we (?:will|'ll)) (?:kill|hurt|stab|shoot|murder|strangle|beat (?:you|u) up|break your|end you|find (?:you|u) and)\b/,
      /\b(?:kill|shoot|stab|murder|strangle|hang) (?:you|u|him|her|them|all of (?:you|them))\b(?! (?:off|with kindness))/,
      /\byou(?:'re| are| r) (?:a )?dead (?:man|woman|meat)\b/,
      /\byou(?:'re| are) going to die\b|\byou will die\b/,
      /\bi know where you live\b/,
      /\bwatch your back\b/,
      /\bshould be (?:shot|killed|hanged|executed)\b/,
    ],
    fr: [
      /\bje (?:vais|va) (?:te|vous|le|la|les) (?:tuer|buter|crever|planter|egorger|defoncer|frapper|massacrer|retrouver)\b/,
      /\bon (?:va|vas) (?:te|vous) (?:tuer|buter|crever|faire la peau)\b/,
      /\bt(?:'es| es) (?:un homme|une femme) mort(?:e)?\b/,
      /\btu (?:vas|va) (?:mourir|crever)\b/,
      /\bje sais ou tu (?:habites|vis|dors)\b/,
      /\b(?:il|elle|ils|elles) (?:devrai(?:en)?t|merite(?:nt)?) (?:etre )?(?:fusille|abattu|pendu|tue|execute)s?\b/,
      /\bje vais te faire la peau\b/,
    ],
  },
  selfHarm: {
    en: [
      /\b(?:go ?)?kill ?(?:your ?self|yourselves|urself)\b/,
      /\bkys\b/,
      /\bgo (?:and )?die\b/,
      /\b(?:you|u) should (?:just )?(?:die|end it|end your life|not exist)\b/,
      /\bend your (?:own )?life\b/,
      /\bhang your ?self\b|\bjump off a (?:bridge|cliff|building)\b/,
      /\bnobody would miss you\b/,
    ],
    fr: [
      /\b(?:va )?(?:te )?(?:suicide|suicider)(?: ?toi)?\b/,
      /\btue ?toi\b/,
      /\bva (?:te pendre|mourir|crever)\b/,
      /\btu devrais (?:mourir|crever|te tuer|disparaitre)\b/,
      /\bjette ?toi (?:d'un pont|sous un train|par la fenetre)\b/,
      /\bpersonne ne te regrettera\b/,
    ],
  },
  slur: {
    en: [
      words(['nigg(?:er|a|ers|as|uh)', 'faggots?', 'fags?', 'kikes?', 'spics?', 'chinks?', 'gooks?', 'trannys?', 'trannies', 'ragheads?', 'towelheads?', 'wetbacks?', 'pakis?', 'coons?', 'darkies', 'darkie', 'jigaboos?', 'beaners?', 'slanteyes?', 'retards?', 'white power', 'sieg heil', 'heil hitler']),
      new RegExp(`\\b${GROUPS_EN} (?:are|r) (?:all )?(?:just )?(?:vermin|animals|rats|cockroaches|parasites|subhuman|a disease|a virus|a plague|savages|filth|trash|garbage|not human)\\b`),
      new RegExp(`\\b(?:exterminate|eradicate|gas|deport all|get rid of all|wipe out) (?:the |all )?${GROUPS_EN}\\b`),
    ],
    fr: [
      words(['negres?', 'negresses?', 'negros?', 'bougnoules?', 'bicots?', 'ratons?', 'youpins?', 'youtres?', 'pedes?', 'pedales?', 'tapettes?', 'gouines?', 'bamboulas?', 'chintoks?', 'niakoues?', 'sales? arabes?', 'sale juif', 'sales juifs', 'sieg heil', 'heil hitler']),
      new RegExp(`\\b(?:les )?${GROUPS_FR} (?:sont|c'est) (?:tous |toutes )?(?:que )?des (?:animaux|rats|cafards|parasites|sous ?hommes|vermines?|sauvages|dechets|ordures|virus|microbes)\\b`),
      new RegExp(`\\b(?:exterminer|eradiquer|gazer|virer tous|renvoyer tous|eliminer) (?:les |tous les |toutes les )?${GROUPS_FR}\\b`),
    ],
  },
  insult: {
    en: [
      /\b(?:you|u|ur|your|you're|youre) (?:are |r |re )?(?:such |so |a |an |just |really |a complete |an absolute |a total |a fucking |fucking |the biggest )*(?:idiot|idiots|moron|morons|stupid|dumb|dumbass|imbecile|loser|losers|clown|clowns|fool|fools|pathetic|worthless|useless|ignorant|braindead|brain dead|trash|garbage|jerk|joke|piece of (?:shit|crap|garbage)|scum|cretin|halfwit|dimwit|nitwit|numbskull|dunce|bitch|bastard|asshole|dickhead|prick|twat|cunt|tosser|wanker)\b/,
      /\b(?:what|such) an? (?:idiot|moron|clown|fool|loser|imbecile|dumbass|jerk|asshole)\b/,
      /\b(?:shut up|shut your (?:mouth|face)|stfu|go to hell|screw you|fuck you|fuck off|piss off|get lost)\b/,
      /\b(?:idiot|moron|dumbass|imbecile|clown)s?\b(?=.*\byou\b)|\byou\b.*\b(?:idiot|moron|dumbass|imbecile)\b/,
    ],
    fr: [
      /\b(?:t'es|tes|t es|tu es|vous etes|espece d'|espece de|quel|quelle|sale|gros|grosse|pauvre) ?(?:un |une |vraiment |qu'un |qu'une |completement |trop |le roi des |la reine des )*(?:con|conne|connard|conard|connasse|idiot|idiote|imbecile|abruti|abrutie|cretin|cretine|debile|bouffon|bouffonne|nul|nulle|minable|naze|boulet|tocard|tocarde|guignol|andouille|clown|ordure|raclure|batard|salaud|salope|pourri|pourrie|cinglee?|teube|demeuree?|mongol)\b/,
      /\b(?:ta gueule|ferme[ -]la|ferme ta gueule|ta geule|tg|va te faire (?:foutre|voir)|casse[ -]toi|degage|nique ta mere|fils de pute|ntm)\b/,
    ],
  },
  generalisation: {
    en: [
      new RegExp(`\\b(?:all|every|most) ${GROUPS_EN} (?:are|is|do|does|always|never|just|only|hate|want|think|can't|cannot|should)\\b`),
      new RegExp(`\\b${GROUPS_EN} (?:are|r) (?:all|always|never|just) \\w+`),
      new RegExp(`\\b${GROUPS_EN} (?:always|never|can't|cannot|don't|do not) \\w+`),
      /\b(?:they|those people|these people) are all\b/,
      /\b(?:everyone|everybody) (?:knows|agrees) that\b/,
    ],
    fr: [
      new RegExp(`\\b(?:tous les|toutes les|les) ${GROUPS_FR} (?:sont|font|ne font|veulent|pensent|detestent|ne savent|savent) (?:tous |toutes |toujours |jamais |que |rien |juste )`),
      new RegExp(`\\b(?:tous les|toutes les) ${GROUPS_FR} (?:sont|font|veulent|pensent|detestent)\\b`),
      /\b(?:ils|elles) sont tous (?:pareils|les memes|des|comme)\b/,
      /\bces gens(?:-| )la sont\b/,
      /\btout le monde (?:sait|est d'accord) que\b/,
    ],
  },
  dismissive: {
    en: [/\b(?:nobody|no one|who) cares\b/, /\bok boomer\b/, /\bget over it\b/, /\bcry (?:more|about it)\b/, /\bcope\b(?: harder)?$/, /\beducate yourself\b/, /\bwhatever,? (?:dude|man|bro)\b/, /\blol no\b/, /\bdo your (?:own )?research\b/, /\bstop whining\b/, /\bthat's (?:just )?(?:stupid|dumb|nonsense|ridiculous)\b/],
    fr: [/\bon s'en (?:fout|fiche|bat les)\b/, /\bosef\b/, /\btout le monde s'en (?:fout|fiche)\b/, /\bn'importe quoi\b/, /\barrete de (?:pleurer|chialer|te plaindre)\b/, /\bc'est (?:debile|nul|ridicule|stupide|absurde)\b/, /\brenseigne[ -]toi\b/, /\bva (?:te renseigner|lire un livre)\b/, /\bok boomer\b/],
  },
  claim: {
    en: [/\b(?:studies|research|science|scientists|experts|doctors|statistics|stats|data) (?:show|shows|prove|proves|proved|say|says|have shown|confirm|confirms)\b/, /\b(?:it'?s|it is) (?:a )?(?:proven|scientific|well known|known|established) (?:fact|that)\b/, /\bit'?s a fact\b/, /\bfacts? (?:are|is) that\b/, /\b(?:cures?|prevents?|causes?) (?:cancer|autism|covid|diabetes|depression|heart disease|infertility)\b/, /\bvaccines? (?:cause|causes|contain|kill)\b/, /\b(?:clinically|scientifically) proven\b/, /\b100 ?% (?:safe|effective|proven|sure)\b/],
    fr: [/\b(?:les )?(?:etudes|recherches|scientifiques|experts|medecins|chiffres|statistiques|stats|donnees) (?:montrent|prouvent|disent|affirment|confirment|ont montre|ont prouve)\b/, /\bc'est (?:un fait|prouve|scientifiquement prouve|demontre|bien connu)\b/, /\bil est (?:prouve|demontre|scientifiquement prouve) que\b/, /\b(?:guerit|gueri|previent|provoque|cause|causent|provoquent) (?:le |la |l')?(?:cancer|autisme|covid|diabete|depression|infertilite)\b/, /\bles vaccins? (?:provoque|provoquent|cause|causent|contient|contiennent|tue|tuent)\b/, /\bcliniquement prouve\b/, /\b100 ?% (?:sur|efficace|prouve|naturel)\b/],
  },
  statistic: /(?:\b\d+(?:[.,]\d+)? ?(?:%|percent|pour ?cent|pourcent)|\b\d+ (?:out of|sur) \d+\b|\b(?:\d+(?:[.,]\d+)?) ?(?:million|billion|milliard)s?\b)/,
  question: /\?\s*(?:$|[\p{L}])/u,
  source: /\bhttps?:\/\/\S+|\b(?:according to|source ?:|as reported by|selon|d'apres|source :)/,
  acknowledge: {
    en: [/\b(?:i see your point|fair point|good point|you(?:'re| are) right (?:that|about)|i understand (?:why|your|that)|that'?s a fair|i agree (?:that|with you)|i hadn'?t thought of|you make a good point|i might be wrong|i could be wrong)\b/],
    fr: [/\b(?:je comprends (?:ton|votre|pourquoi|que)|tu as raison|vous avez raison|c'est vrai que|bon point|je vois (?:ton|votre) point|je suis d'accord (?:avec|que|sur)|je n'y avais pas pense|je peux me tromper|je me trompe peut[ -]etre)\b/],
  },
  empathy: {
    en: [/\b(?:i'?m (?:so )?sorry|that must (?:be|have been) (?:hard|difficult|tough|painful)|i hear you|sending (?:love|hugs)|i feel for you|take care|that sounds (?:hard|difficult|tough))\b/],
    fr: [/\b(?:je suis (?:vraiment )?desole|ca doit etre (?:dur|difficile|penible)|je te comprends|courage|je pense a toi|prends soin de toi|ca a du etre (?:dur|difficile))\b/],
  },
  // Doxxing: personal details in a text with hostile intent.
  phone: /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/,
  address: /\b\d{1,5},? (?:rue|avenue|av|boulevard|bd|chemin|allee|impasse|place|street|st|road|rd|lane|ln|drive|dr|avenue|ave|way|court|ct)\b[\w ']{2,40}/,
  email: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/,
  hostileIntent: {
    en: /\b(?:call|text|spam|harass|visit|find|go to|show up at|pay (?:him|her|them) a visit|make (?:him|her|them) pay|everyone|let'?s|lives at|his (?:number|address|phone|email)|her (?:number|address|phone|email)|their (?:number|address|phone|email)|home address|dox+)\b/,
    fr: /\b(?:appelez|appelle|harcelez|harcele|spammez|allez|rendez[ -]lui visite|faites[ -]lui payer|tout le monde|il habite|elle habite|son (?:numero|adresse|telephone|mail|email)|sa (?:maison|adresse)|adresse perso|habite au)\b/,
  },
} as const;

// LDNOOBW words that are everyday, clinical or news vocabulary, not profanity in a civil post.
export const PROFANITY_ALLOWED = new Set([
  'anal', 'anus', 'bareback', 'barenaked', 'bdsm', 'bondage', 'butt', 'cialis', 'clitoris', 'domination', 'ejaculation', 'erotic', 'erotism', 'escort', 'eunuch',
  'fecal', 'genitals', 'hardcore', 'hard core', 'homoerotic', 'horny', 'intercourse', 'lovemaking', 'masturbation', 'nipple', 'nipples', 'nude', 'nudity', 'orgasm',
  'penis', 'playboy', 'porn', 'porno', 'pornography', 'rape', 'raping', 'rapist', 'rectum', 'sadism', 'scat', 'semen', 'sex', 'sexual', 'sexually', 'sexuality', 'sexy',
  'sodomy', 'suck', 'sucks', 'swinger', 'topless', 'vagina', 'viagra', 'vibrator', 'voyeur', 'vulva', 'xx', 'xxx', 'how to kill', 'how to murder', 'date rape',
  'baiser', 'bander', 'bourre', 'bourree', 'caca', 'pipi', 'folle', 'grande folle', 'gueule', 'jouir', 'meuf', 'peter', 'gerbe', 'gerber', 'clitoris', 'suce', 'tanche',
  'menage a trois', 'trique', 'ramoner', 'teuch', 'zizi', 'bordel', 'cul', 'con', 'conne',
]);

// Frames: the shapes harmful texts take, not the phrases one corpus happened to use.
// lexicon.ts names fixed expressions; a frame combines word classes instead — who is aimed at,
// what is done to them, and the marker that makes it intent ("gonna" + "smash" + "ur face").
// Like lexicon.ts, patterns read normalised text (lower case, no accents, leetspeak undone).
// A moderation tool has to name what it looks for, so this file quotes insults and threats.

import type { Lang } from './lexicon';
import type { Matcher } from './rule-set';

type Rules = Record<Lang, Matcher[]>;
/** Every pattern somewhere in the text, in any order ("ces parasites" … "la mosquée"). */
const both = (...patterns: RegExp[]): Matcher => ({ patterns, test: (text) => patterns.every((p) => p.test(text)) });
/** A frame that holds unless the text is about something else ("how much anchor chain for the boat"). */
const unless = (matcher: Matcher, excluded: RegExp): Matcher => ({ patterns: matcher instanceof RegExp ? [matcher] : matcher.patterns, test: (text) => matcher.test(text) && !excluded.test(text) });
const alt = (...parts: string[]) => `(?:${parts.join('|')})`;
/** Up to n words in between ("gonna [really] smash", "you'll [wake up] in a ditch"). */
const gap = (n: number) => `(?: [a-z0-9']+){0,${n}}`;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
/** Like gap, but no negation in between ("hope it doesn't hurt you" wishes no harm). */
const gapNoNegation = (n: number) => `(?: (?!not\\b|never\\b|no\\b|nothing\\b|[a-z]+n'?t\\b)[a-z']+){0,${n}}`;

// ---------------------------------------------------------------- who a text is aimed at
const PERSON_NOUN_EN = alt('scabs?', 'protesters?', 'strikers?', 'streamers?', 'councillors', 'inspectors', 'officers', 'neighbours', 'neighbors', 'tenants', 'landlords', 'drivers', 'cyclists', 'dealers', 'bikers', 'kid', 'boyfriend', 'girlfriend', 'ex', 'doctor', 'nurse', 'dog walker', 'owner', 'inspector', 'official', 'clerk', 'coach', 'owner', 'manager', 'cashier', 'officer', 'guard', 'tenant', 'lady', 'guy', 'dude', 'man', 'woman', 'kid', 'judge', 'cop', 'mayor', 'councillor', 'councilor', 'landlord', 'neighbou?r', 'ref', 'referee', 'driver', 'cyclist', 'boss', 'teacher', 'bitch', 'bastard', 'prick', 'clown', 'idiot', 'moron', 'snitch', 'loser', 'family', 'kids', 'wife', 'husband', 'mom', 'mother', 'dad', 'son', 'daughter', 'guys', 'people', 'journalist', 'reporter', 'minister', 'premier', 'politician', 'scumbag');
// after the verb: a person, or a person's body ("ur face"), not their things ("your record")
const BODY_EN_PRE = alt('knees?', 'kneecaps?', 'face', 'head', 'skull', 'teeth', 'neck', 'throat', 'legs?', 'arms?', 'ribs', 'jaw', 'nose', 'spine', 'back', 'eyes?', 'guts?', 'stomach', 'chest', 'brain', 'mouth', 'fingers?', 'hands?', 'temple', 'gut', 'ass', 'family', 'kids', 'dog', 'wife', 'husband');
const TARGET_EN = alt('whoever', 'anyone who', 'everyone who', 'you', 'u', 'ya', "y'?all", 'yall', 'him', 'her', 'them', `(?:your|ur|his|her|their|yo) (?:[a-z]+ )?${BODY_EN_PRE}`, `(?:every one of |each of |all of |all )?(?:this|that|the|these|those) (?:[a-z]+ )?${PERSON_NOUN_EN}s?`, 'every (?:single )?bone');
const TARGET_FR = alt('te ', "t'", 'vous ', 'le ', 'la ', "l'", 'les ', 'lui ');

// ---------------------------------------------------------------- threats
const VIOLENT_EN = alt('unalive', 'clip', 'deck', 'sock', 'merk', 'slide on', 'jump', 'beat (?=(?:you|u|him|her|them|that [a-z]+) (?:to a pulp|senseless|to death|black and blue|bloody|half to death))', 'flatten', 'crush', 'kill', 'murder', 'stab', 'shoot(?! (?:you|u|him|her|them) (?:an?|the|some) )', 'strangle', 'choke', 'slash', 'gut', 'slit', 'bash', 'smash', 'snap', 'punch', 'stomp', 'curb ?stomp', 'hurt', 'bury', 'drown', 'torch', 'hang', 'lynch', 'execute', 'knife', 'maim', 'cripple', 'batter', 'pummel', 'clobber', 'whack', 'end', 'rearrange', 'bleed', 'rape', 'shank', 'pistol ?whip', 'run over', 'mess up', 'fuck up', 'beat up', 'beat the (?:shit|crap|hell|life) out of', 'knock out', 'break', 'crack', 'cut up', 'slice up', 'kick the (?:shit|crap) out of');
const VIOLENT_EN_FORMS = `${VIOLENT_EN}(?:s|es|ed|ing)?`;
const NOT_BEFORE_EN = "(?<!\\b(?:not|never|wouldn'?t|won'?t|don'?t|didn'?t|nobody is|no one is) )";
const INTENT_EN = alt("i'?d", 'for (?:someone|somebody) to', "i'?ll", 'ill', 'i will', "i'?m (?:gonna|going to|about to|coming to)", 'im (?:gonna|going to|about to|coming to)', 'i am (?:gonna|going to|about to|coming to)', 'gonna', 'going to', 'imma', 'ima', "i'?ma", "we'?ll", 'we will', "we'?re (?:gonna|going to)", "i'?d (?:love to|happily|gladly)", 'i want to', 'i wanna', 'wanna', "let'?s", 'i swear', '(?:someone|somebody|sb) (?:should|needs to|oughta|ought to|has to|gotta|will|is gonna)', 'i could', "i can'?t wait to", 'i will personally', 'next time i see (?:you|u|him|her|them)', 'wait till i', 'when i (?:find|catch|see) (?:you|u|him|her|them)');
const OUTCOME_EN = alt('in a ditch', 'at the bottom of (?:the|a) (?:lake|river|bay|harbou?r|quarry|pond|canal|sea|ocean)', 'needing (?:a doctor|an ambulance|stitches|surgery|a new face)', 'in an ambulance', 'in (?:a|the) (?:body ?bag|coffin|casket|grave|morgue|trunk|river|lake|canal|dumpster)', '(?:6|six) (?:ft|feet|foot) under', 'in the ground', 'in a wheelchair', 'eating through a (?:straw|tube)', 'breathing through a tube', 'picking up (?:your|ur) teeth', 'with a toe tag', 'without (?:your|ur) (?:teeth|kneecaps|legs|fingers)');
const WEAPON_EN = alt('bat', 'baseball bat', 'crowbar', 'shovel', 'wrench', 'hammer', 'knife', 'blade', 'machete', 'axe', 'brick', 'pipe', 'bullet', 'gun', 'boot', 'fist', 'tire iron', 'golf club', 'shotgun', 'rifle', 'pistol', 'acid', 'bottle', 'shank', 'chain');
const BODY_EN = BODY_EN_PRE;
const DEATH_PARTICIPLE_EN = alt('shot', 'killed', 'hanged', 'hung', 'executed', 'lynched', 'murdered', 'stabbed', 'beaten(?: to death)?', 'strung up', 'hunted down', 'dragged out', 'guillotined', 'lined up against a wall', 'put down', 'taken out back', 'dealt with permanently', 'eliminated', 'burned(?: alive)?', 'burnt(?: alive)?', 'buried(?: alive)?', 'tortured', 'gassed', 'drowned', 'shot on sight', 'disappeared', 'curb ?stomped', 'run over', 'beheaded', 'decapitated', 'castrated');

const VIOLENT_FR = alt('fauch', 'ecrabouill', 'tu', 'but', 'crev', 'plant', 'egorg', 'defonc', 'frapp', 'massacr', 'tabass', 'cogn', 'cass', 'pet', 'eclat', 'fracass', 'demoli', 'explos', 'etrangl', 'brul', 'arrach', 'refai', 'arrang', 'ouvr', 'tranch', 'bris', 'crisse', 'calisse', 'sacre', 'enfonc', 'ecras', 'dechir', 'perc');
const INTENT_FR_MARKED = alt("j'?(?:irais|aimerais|voudrais)(?: bien)?", "ca me tente(?: bien)? d[e']", "je (?:vais|vas|veux|m'en vais|peux)", "j'?(?:vais|vas|veux)", 'jvais', "m'en vais", 'on (?:va|veut|devrait)', 'nous allons', "quelqu'un (?:devrait|doit|va|pourrait)", 'qqn (?:devrait|doit|va)', 'faudrait', 'il faudrait', 'tu vas voir,? je', "attends que je");
// In a frame, a bare "je" is intent enough ("je te tue"); the harm model's class wants the marked forms.
const INTENT_FR = alt(INTENT_FR_MARKED, 'je', "j'", 'jte', 'j');
const PERSON_FR = alt('juge', 'maire', 'mairesse', 'gars', 'mec', 'type', 'flic', 'policier', 'arbitre', 'voisine?', 'proprio', 'proprietaire', 'prof', 'conseill[a-z]+', 'ministre', 'depute', 'chauffeur', 'cycliste', 'con', 'connard', 'salaud', 'batard', 'enfoire', 'journaliste', 'patron', 'boss', 'femme', 'mari', 'fils', 'fille', 'enfants?', 'famille', 'politicien', 'premier ministre', 'president');
const OUTCOME_FR = alt('en ambulance', 'au fond (?:du|de la|d\'un|d\'une) (?:lac|fleuve|canal|port|puits|riviere|baie|carriere)', 'en corbillard', 'dans un corbillard', 'sur une civiere', "(?:a l'|a l |al )(?:hopital|hosto)", 'aux urgences', 'dans (?:un|le) fosse', 'au cimetiere', 'six pieds sous terre', 'entre quatre planches', 'dans (?:le|un) coma', 'en (?:fauteuil|chaise) roulante?', 'dans (?:un|une) (?:sac mortuaire|cercueil|boite|housse|coffre)', 'a la morgue', 'dans le (?:fleuve|canal|coffre|lac)', 'sur une civiere', 'les pieds devant');
const WEAPON_FR = alt('pelle', 'baton de hockey', 'tuyau', 'cle a molette', 'demonte pneu', 'tournevis', 'batte', 'baton(?: de baseball)?', 'bat', 'couteau', 'lame', 'machette', 'hache', 'barre de fer', 'brique', 'balle', 'flingue', 'fusil', 'pistolet', 'gun', 'acide', 'poing', 'coup de (?:poing|pied|boule|couteau|batte)', 'bouteille', 'marteau', 'pied de biche', 'chaine');
const BODY_FR = alt('bidon', 'panse', 'portrait', 'museau', 'genoux?', 'rotules?', 'gueule', 'yeule', 'face', 'tete', 'crane', 'dents', 'cou', 'gorge', 'jambes?', 'bras', 'cotes', 'machoire', 'nez', 'colonne', 'dos', 'yeux', 'ventre', 'bide', 'figure', 'tronche', 'poitrine', 'coeur', 'front', 'bouche');
const DEATH_PARTICIPLE_FR = alt('abattu', 'fusille', 'pendu', 'tue', 'execute', 'egorge', 'lynche', 'brule(?: vif)?', 'elimine', 'descendu', 'flingue', 'tabasse', 'battu a mort', 'decapite', 'enterre vivant');

// Bears fed by campers and dogs that bite "will get put down", « vont se faire abattre »: a warning, not a threat.
const ANIMALS_PUT_DOWN = /\b(?:bears?|ours|coyotes?|wolves|loups?|dogs?|chiens?|raccoons?|ratons? laveurs?|deer|chevreuils?|moose|orignaux|orignal|horses?|chevaux|cows?|vaches?|cattle|betail|pets?|toutous?)\b/;
const threat: Rules = {
  en: [
    // intent + violence + person: "gonna smash ur face in", "someone should shoot that judge"
    rx(`${NOT_BEFORE_EN}\\b${INTENT_EN}${gap(3)} ${VIOLENT_EN_FORMS}(?: (?:up|open|down|apart|in|to death))? ${TARGET_EN}\\b`),
    rx(`\\b${INTENT_EN}${gap(1)} make ${alt('you', 'u', 'him', 'her', 'them')} (?:bleed|suffer|disappear|beg|scream|pay (?:for (?:this|that|it)|dearly)|regret (?:being born|the day|it|this))\\b`),
    rx(`\\b${INTENT_EN}${gap(8)} put ${alt('you', 'u', 'him', 'her', 'them', 'ur ass')}${gap(1)} (?:in|into|through) (?:the|a) (?:hospital|ground|grave|ditch|coffin|wheelchair|body ?bag|morgue|icu|er|wall|window)\\b`),
    // what will become of the target: "you'll wake up in a ditch"
    rx(`\\b${alt('you', 'u', 'ya', 'he', 'she', 'they', "y'?all")}${alt(' end up', ' ends up', "'?ll", ' will', "'?re (?:gonna|going to)", ' are (?:gonna|going to)', ' gonna', "'?re", ' are', "'?s", ' is', "'?ll end up", ' will end up')}${gap(3)} ${OUTCOME_EN}\\b`),
    // a weapon to the body: "a bat to the knees", "a bullet in your head"
    rx(`\\b(?:getting|get|gets|gonna get|give (?:you|u|him|her|them)|put|putting|deserves?|needs?|earned|${INTENT_EN})${gap(2)} ${WEAPON_EN}s? (?:to|in|into|on|across|through|against|between|upside) (?:the |your |ur |his |her |their |yo )?(?:[a-z]+ )?${BODY_EN}\\b`),
    rx(`\\b${WEAPON_EN}s? (?:to|in|into|on|across|through|against|between|upside) (?:your|ur|yo) (?:[a-z]+ )?${BODY_EN}\\b`),
    unless(rx(`\\b(?:should|deserves? to|ought to|needs? to|oughta|must|has to|have to|gotta|gonna|will|is going to|are going to) (?:all )?(?:be|get)${gapNoNegation(5)} (?:and )?${DEATH_PARTICIPLE_EN}\\b`), ANIMALS_PUT_DOWN),
    rx(`\\b(?:deserves?|needs?|earned|has earned) (?:a |the )?(?:guillotine|firing squad|gallows|noose|bullet|rope|beating|noose|bullet in the head|good beating|to die|a slow death|death)\\b(?! to (?:tie|secure|hold|pull|tow|moor))`),
    rx(`\\b(?:sleep with one eye open|your days are numbered|count(?:ing)? your days|you won'?t (?:see|live to see|make it to|survive) (?:tomorrow|another day|next week|the (?:night|week|weekend|winter))|(?:shame|pity) if something (?:bad )?(?:happened|were to happen|happens) to (?:you|u|your|ur|him|her|them)|(?:shame|pity) if (?:that|your|ur|this|his|her)(?: [a-z']+){0,6} (?:caught fire|burned|burnt|went up in flames|got (?:hurt|damaged|keyed|slashed|torched)|went missing|had an accident))\\b`),
    rx(`\\b(?:i|we) (?:know|found|found out|got|have) (?:where|your|ur) ${alt('you', 'u')}? ?(?:live|sleep|work|park|address|schedule|routine|kids go to school)\\b`),
    rx(`\\b(?:i|we) know where ${alt('your', 'ur')} (?:kids?|children|family|wife|husband|daughter|son|mom|mother|dad|parents) (?:go|goes|live|lives|work|works|sleep|sleeps|play|plays|study|studies|are)\\b`),
    rx(`\\b(?:you|u|ur|you'?re|youre|he'?s|hes|she'?s|shes|they'?re) (?:are |r )?(?:so |fucking )?(?:dead|done for|next|toast)(?: meat)?(?: (?:when|after|once|if) (?:i|we))\\b`),
    // sending the target to an outcome: "somebody needs to put that landlord six feet under"
    rx(`\\b${INTENT_EN}${gap(1)} (?:put|send|leave|see) ${TARGET_EN} ${OUTCOME_EN}\\b`),
    // wishes of violence: "hope someone runs you over", "i hope u choke on ur own blood"
    rx(`\\b(?:i )?(?:hope|wish|pray)(?: that)?${gapNoNegation(3)} (?:${VIOLENT_EN_FORMS}|runs?|hits?)(?: up| over| down)? ${TARGET_EN}\\b`),
    rx(`\\b(?:i )?hope (?:you|u|he|she|they|that [a-z]+) (?:choke|chokes|die|dies|bleed|bleeds|burn|burns|rot|rots|drown|drowns|get (?:hit|stabbed|shot|run over|beaten|jumped|mugged|cancer)|gets (?:hit|stabbed|shot|run over|beaten|jumped|mugged))\\b`),
    // a body part "kicked in": "ur gonna get ur teeth kicked in"
    rx(`\\bget (?:your|ur|yo|his|her|their) (?:[a-z]+ )?${BODY_EN} (?:kicked|smashed|punched|knocked|bashed|caved|beaten|busted|broken|cracked|rearranged|blown|split|ripped)(?: in| out| off| open)?\\b`),
    // a weapon used on someone: "teach that reporter a lesson with a tire iron"
    rx(`\\b(?:teach|show|visit|handle|deal with|take care of|welcome|greet|wait for|waiting for) ${TARGET_EN}${gap(3)} with (?:a|an|my|the|some|this) (?:[a-z]+ )?${WEAPON_EN}\\b`),
    rx(`\\b(?:deserves?|needs?|gonna get|getting|gets) (?:a|the) (?:brick|rock|bullet|molotov|bat) (?:through|in|to) (?:his|her|their|your|ur) (?:windshield|window|door|car|house|head|skull|face)\\b`),
    // a weapon taken to someone: "take a baseball bat to every one of those councillors"
    rx(`\\b(?:take|taking|took|takes) (?:a|an|the|my|his|her|some) (?:[a-z]+ )?${WEAPON_EN} to ${TARGET_EN}\\b`),
    // waiting for the target, or what is coming to them
    rx(`\\b(?:i'?ll|ill|i will|we'?ll|we will|gonna|i'?m gonna|im gonna) be waiting (?:for (?:you|u) )?(?:outside|at|by|near|in front of|behind|around) (?:your|ur) (?:[a-z]+ )?(?:building|house|place|door|work|car|apartment|home|job|office|school|street)\\b(?! (?:to|with|for) )`),
    rx(`\\b(?:gonna|going to|will|'ll|is gonna|are gonna|gon) get what'?s coming(?: to (?:him|her|them|you|u))?\\b(?!.*\\b(?:court|judge|polls?|ballot|election|vote|karma|lawsuit|legally)\\b)`),
    // idioms that only threaten: "and not to talk", "it won't be with words", "enjoy your last quiet week"
    rx(`\\b(?:and not (?:to|for) (?:talk|chat|a chat)|the old fashioned way|what consequences (?:look|feel) like|(?:it )?won'?t be (?:with words|to talk|for a chat)|won'?t like what comes (?:next|after)|(?:they|we) don'?t talk,? (?:they|we) (?:swing|shoot)|enjoy (?:your|ur) last(?: [a-z]+){0,2} (?:week|day|days|night|weekend|summer)|no idea what (?:i'?m|im|i am|we'?re|we are) capable of|(?:the )?least of (?:your|ur) (?:problems|worries)|next (?:it'?s|its|is|will be) (?:you|u)|catch (?:these|my) hands|regret it,? physically|no jury (?:would|will) convict|(?:better|should) hope (?:i|we) don'?t (?:come back|find|see|catch)|better not show (?:his|her|your|ur|their) face|we'?ll see how tough (?:you|u) are|bring (?:something heavy|something sharp|bats|weapons|the bats|your brass knuckles|brass knuckles)|slide on (?:them|those|these|that|him|her|the)|strapped and ready)\\b`),
    rx(`\\b(?:if|when|next time|the next time) (?:i|we) (?:ever )?(?:see|catch|find|run into|spot|meet|bump into) (?:you|u|him|her|them|that [a-z]+|the [a-z]+|your [a-z]+)\\b(?: [a-z0-9']+){0,10} (?:i'?m|im|i'?ll|ill|i will|gonna|we'?ll|we will|we'?re) (?:[a-z]+ ){0,2}(?:${VIOLENT_EN_FORMS}|clipping|hitting|bringing (?:a|my) (?:knife|blade|bat|gun|machete))\\b`),
    rx(`\\b(?:i'?m|im|i'?ll|ill|i will|gonna|we'?re|we'?ll)(?: [a-z]+){0,2} (?:kick|kicking|bust|busting|break|breaking|kick in|smash|smashing) (?:his|her|their|your|ur) (?:[a-z]+ )?door (?:in|down)\\b|\\b(?:i'?m|im|i'?ll|ill|i will|gonna) follow(?:ing)? (?:you|u|him|her) home\\b|\\bput (?:a|some) (?:brick|rock|molotov|bullet)s? through\\b`),
    rx(`\\b(?:show(?:ing)? up|coming|going|come|go|pull(?:ing)? up)(?: [a-z']+){0,2} (?:at|to|by) (?:his|her|their|your|ur|that|the)(?: [a-z']+){0,3} (?:with|and) (?:a|an|my|the|some) (?:[a-z]+ )?(?:bat|baseball bat|crowbar|machete|gun|knife|axe|hammer|friends and a)\\b|\\b(?:who'?s|whos|who is|anyone) (?:down|in|coming) (?:to|for) (?:jump|jumping|beat|beating|rush|smash|pound|teach)\\b`),
    rx(`\\bthe next (?:[a-z]+ ){0,3}(?:who|that)(?: [a-z']+){1,12} (?:gets|will get) (?:shot|stabbed|it|hurt|run over|a bullet|a beating|the bat)\\b|\\bnext one gets it\\b|\\bmake sure (?:he|she|they|you|u) never (?:gives?|says?|walks?|talks?|speaks?|posts?|writes?|breathes?) (?:another|again)\\b`),
    rx(`\\b(?:hope|wish|pray)(?: that)? (?:someone|somebody|some1|sb) (?:would |will |finally |just )*(?:take out|get rid of|runs? over|runs? down|shoots?|stabs?|kills?|beats?|hurts?|jumps?|buries?|ends?) (?:him|her|them|that|the|this|those|these)\\b|\\bhope (?:ur|your|his|her|their) (?:house|home|place|car|shop|store) (?:burns?|goes up|catches fire)\\b`),
    rx(`\\b(?:i|we) know (?:which|what) (?:house|car|apartment|door|unit|building|school|bus stop|truck)(?: is (?:yours|his|hers|theirs)| (?:you|u|he|she|they) (?:live|lives|drive|drives|park|parks))\\b|\\b(?:i|we) know where (?:that|this|the) (?:[a-z]+ )?${PERSON_NOUN_EN} lives\\b`),
    // an encounter promised, then harm: "if I see him at the game he's dead"
    rx(`\\b(?:if|when|next time|the next time|the day) (?:i|we) (?:see|catch|find|run into|spot|meet|bump into) (?:you|u|him|her|them|that [a-z]+|the [a-z]+|your [a-z]+)\\b(?: [a-z0-9']+){0,12} (?:you'?re|youre|ur|u r|he'?s|hes|she'?s|shes|they'?re|you are|he is|she is) (?:dead|done|finished|toast|going to the hospital|getting hurt)\\b`),
    rx(`\\b(?:not|this isn'?t|this is not|it'?s not|that'?s not|that is not) a threat,? (?:it'?s |that'?s |this is |just )?a promise\\b|\\b(?:you|u|he|she|they|y'?all) (?:will|'ll|are gonna|gonna|are going to) pay for (?:this|that|what (?:you|u|he|she|they))\\b|\\b(?:you|u) (?:will|'ll|are gonna|gonna) regret (?:being born|the day)\\b`),
    rx(`\\b(?:run|drive|mow|plow) (?:them|those [a-z]+|these [a-z]+|the [a-z]+ ?[a-z]*) (?:over|down)\\b(?=.*\\b(?:protesters|cyclists|pedestrians|marchers|them all|every one|all of them)\\b)|\\b(?:you'?re|you are|ur|u r|youre) (?:not|no longer|never) (?:gonna be )?safe (?:here|around here|in this [a-z]+|anywhere)\\b`),
    rx(`\\b(?:who|that) (?:voted|signed|testified|reported|snitched|complained|called the cops|called bylaw)(?: [a-z']+){0,6} (?:won'?t|will not|wont|aren'?t|are not|is not|isn'?t) (?:be )?safe\\b`),
    rx(`\\b(?:see|find out|watch) what (?:happens|will happen|'ll happen|is gonna happen|is going to happen) to (?:you|u|your|ur)\\b`),
    rx(`\\b(?:i'?m|im|i am|i'?ll be|gonna be) (?:bringing|carrying|packing|coming with|showing up with) (?:my|a|the) (?:gun|rifle|shotgun|pistol|glock|piece|machete|ak)\\b`),
    rx(`\\b(?:set (?:fire to|on fire)|torch|burn down) (?:his|her|their|your|ur|that|this) (?:[a-z]+ )?(?:house|home|place|car|shop|office|store)\\b|\\bburn (?:his|her|their|your|ur) (?:[a-z]+ )?(?:house|home|place|car|shop|store) down\\b`),
    // veiled: knowing the routine or the children, nobody hearing
    rx(`\\b(?:i|we)(?:'ve| have)? (?:know|seen|found|found out|know exactly|figured out) (?:where|which|what) (?:[a-z]+ ){0,2}(?:your|ur) (?:kids?|children|son|daughter|wife|husband|family|mom|mother|dad|parents|girlfriend|boyfriend)\\b`),
    rx(`\\b(?:i|we) know (?:what time|when) (?:you|u) (?:close|leave|get off|finish|walk|come home|open|get home|lock up)\\b`),
    rx(`\\b(?:enjoy|have fun with|make the most of)${gap(5)} (?:while|as long as) (?:you|u) (?:still )?can\\b|\\bwatch (?:your|ur) back\\b|\\b(?:nobody|no one)(?: [a-z]+){0,4} (?:will|gonna|is gonna|'ll|would) hear (?:a thing|anything|you scream|a sound|you)\\b`),
    rx(`\\bkeep (?:talking|posting|it up|running your mouth|pushing|this up)${gap(6)} (?:and|then) (?:see|watch|find out) what happens\\b|\\byou'?d better not be (?:home|alone|outside|walking)\\b`),
    rx(`\\b(?:you|u) (?:won'?t|will not|wont) (?:leave|walk out|make it out|go home|get out)${gap(2)} (?:alive|in one piece|on your (?:own )?(?:two )?feet)\\b`),
    // a call to the crowd that opens the text: "k1ll the l4ndl0rd. do it at the AGM"
    rx(`^(?:(?:lets|let'?s|go|just|someone|somebody|pls|please|plz|we gotta|we need to|y'?all) )?(?:kill|murder|stab|shoot|jump|beat up|curb ?stomp|lynch|hang) (?:the|that|this|dat) (?:[a-z]+ )?${PERSON_NOUN_EN}\\b`),
    // told in slang or as a season: "stabbing season is open for whoever runs the housing office", "about to get unalived fr fr"
    rx(`\\b(?:stabbing|shanking|shooting|stomping) season\\b|\\b(?:about to|gonna|going to|finna|gon|will|'ll) (?:get|be) (?:unalived|merked)\\b`),
    // a crew and weapons at someone's door: "we're pulling up to his crib with the bats tonight"
    rx(`\\bpull(?:ing|in)? up (?:to|at|on) (?:his|her|their|your|ur|yo) (?:[a-z]+ )?(?:crib|house|place|door|job|work|spot|block|school)(?: [a-z]+)? with (?:the |some |my |our )?(?:bats?|guns?|knives|straps?|blicks?|crowbars?|machetes?|pipes?|irons?|heat)\\b`),
    // armed, and the target's routine: "I've started carrying again. See you at your 7:30 shift."
    rx(`\\b(?:started|start|been|i'?m|am) carrying (?:again|a piece|a gun|heat|my piece)\\b(?: [a-z0-9']+){0,12} (?:see (?:you|u)|your shift|watch (?:your|ur) back|when (?:you|u) (?:leave|get off|finish|close))\\b`),
    // a public execution called for: "string up the mayor", "we should hang every one of these MPs"
    rx(`\\b(?:should|need to|needs to|ought to|gotta|let'?s|time to|we'?ll|we will) (?:hang|lynch|string up|shoot|execute|guillotine) (?:the|that|this|every|all|our|these|those|every one of (?:the|these|those)) (?:[a-z]+ )?(?:mayor|premier|ministers?|mps?|deput(?:y|ies)|judges?|journalists?|reporters?|senators?|politicians|councill?ors?|traitors|president|prime minister|governor|sheriff)\\b`),
  ],
  fr: [
    // intention + pronom + violence: "j'vais t'éclater la tête", "je vais te faire saigner"
    rx(`\\b${INTENT_FR}${gap(1)} ?${TARGET_FR}(?:tue|but|egorg|flingu|poignard|etrangl|massacr|tabass|fusill|lynch|abatt?|liquid|dezingu|refroid|crev|defonc|plant|saign)[a-z]*\\b(?! (?:la|le|les) (?:pneus?|porte|prix|plante))`),
    rx(`\\b${INTENT_FR}${gap(1)} (?:tuer|buter|egorger|flinguer|poignarder|etrangler|massacrer|tabasser|fusiller|lyncher|abattre|liquider|dezinguer|pendre|descendre|casser la gueule a|peter la gueule a|defoncer) (?:ce|cette|cet|le|la|les|ces|mon|ma|ton|ta|son|sa|leur|l') ?(?:[a-z]+ )?${PERSON_FR}\\b`),
    rx(`\\b${INTENT_FR}${gap(1)} ?${TARGET_FR}faire (?:saigner|souffrir|disparaitre|payer|regretter|mal|du mal|la peau|bouffer ses dents|manger ses dents|avaler ses dents)\\b`),
    rx(`\\b${INTENT_FR}${gap(1)} ?(?:te |t'|vous |lui )(?:mettre|coller|foutre|sacrer|crisser|calisser|donner|envoyer) (?:une |un )?(?:raclee|volee|beigne|mandale|droite|claque|tarte|baffe|balle|coup de (?:poing|pied|boule|couteau)|pain)\\b`),
    rx(`\\b${INTENT_FR}${gap(2)} ?(?:te |t'|vous |lui )(?:${VIOLENT_FR})[a-z]* (?:la |le |les |ta |ton |tes |sa |son |ses )(?:deux |[a-z]+ )?${BODY_FR}\\b`),
    // arson announced: "je vais lui cramer sa baraque pendant qu'il dort", "qui est chaud pour aller cramer la bagnole du maire"
    rx(`\\b(?:${INTENT_FR}|faut|faudrait|va falloir|(?:chauds?|partants?|motives?) pour(?: aller)?)${gap(2)} ?(?:lui |leur |te |t'|vous )?(?:cramer|bruler|incendier|(?:foutre|crisser|sacrer|calisser) le feu (?:a |au |aux |dans )?) ?(?:(?:sa|ta|leur|son|ton|votre) (?:[a-z]+ )?(?:baraque|maison|cabane|char|voiture|bagnole|auto|appart|appartement|magasin|commerce|chalet|garage|bureau|camion|resto|restaurant|boutique|grange)|(?:la |le |l'|les )?(?:baraque|maison|cabane|char|voiture|bagnole|auto|appart|appartement|magasin|commerce|chalet|garage|bureau|camion|resto|restaurant|boutique|grange)s? (?:du|de la|de|d'|a|des|au) ?[a-z])`),
    // ce qui attend la cible: "tu vas finir dans un fossé", "tu vas te ramasser à l'hôpital"
    rx(`(?<!\\bsi )\\b${alt('tu', 't', "t'", 'vous', 'il', 'elle', 'ils', 'elles')} ?${alt('vas', 'va', 'allez', 'vont', 'finiras', 'finirez', 'finira', 'finit', 'repart', 'repartira', 'repartiras', 'ressort', 'ressortira', 'rentre', 'rentrera', 'sort', 'sortira', 'te retrouveras', 'te reveilleras')}${gap(3)} ${OUTCOME_FR}\\b`),
    rx(`\\b(?:prendre|prends|recevoir|manger|mange|mettre|mets|coller|colle|loger|planter|merite(?:nt|rait)?|${INTENT_FR})${gap(3)} (?:${WEAPON_FR})s? (?:dans|sur|a travers|entre|en pleine?|en plein) (?:la |le |les |ta |ton |tes |sa |son |ses |leur |l')?(?:[a-z]+ )?${BODY_FR}\\b`),
    rx(`\\b(?:${WEAPON_FR})s? (?:dans|sur|a travers|entre|en pleine?|en plein) (?:ta |ton |tes |vos |votre )(?:[a-z]+ )?${BODY_FR}\\b`),
    unless(rx(`\\b(?:merite(?:nt|rait|raient)?|devrai(?:en)?t|doi(?:t|vent)|faudrait|faut|va|vont) (?:[a-z']+ ){0,2}(?:une balle|la corde|une bonne raclee|une raclee|de crever|de mourir|etre ${DEATH_PARTICIPLE_FR}|d'etre ${DEATH_PARTICIPLE_FR}|se faire ${alt('abattre', 'fusiller', 'pendre', 'tuer', 'egorger', 'lyncher', 'tabasser', 'bruler', 'descendre')})e?s?\\b(?! (?:electorale|aux elections|aux urnes))`), ANIMALS_PUT_DOWN),
    rx(`\\b(?:tes jours sont comptes|dors (?:que )?d'un (?:seul )?oeil|(?:dors|dormez) avec un (?:seul )?oeil ouvert|(?:faut|faudrait|il faut|on devrait|on va|allez) tirer dans le tas|(?:ca serait|ce serait|ca s'rait) dommage qu'il (?:t'|vous |lui )arrive (?:quelque chose|malheur|un accident)|(?:ca serait|ce serait|ca s'rait) dommage qu'il arrive (?:quelque chose|malheur|un accident) (?:a|au|aux) (?:toi|vous|tes|ta|ton|vos|votre|lui|sa|son|ses)|tu (?:ne )?passeras pas (?:la nuit|la semaine|l'hiver))\\b`),
    rx(`\\b(?:je sais|on sait|j'sais|jsais) ou (?:tu|vous) (?:habites?|vis|vit|dors|travailles?|restes?|te stationnes|habitez|vivez|travaillez)\\b|\\b(?:je sais|on sait|j'sais) ou (?:vont|va|sont|habitent|travaillent?) (?:tes|ta|ton|vos|votre) (?:enfants|kids|flos|femme|mari|fille|fils|mere|pere|parents|famille)\\b`),
    rx(`\\bt(?:'es| es|es) (?:mort|morte|fini|finie|cuit|cuite)(?: (?:mon gars|mon chum|toi|si|quand|apres)\\b)`),
    // ce qui attend la cible: "tu vas manger une volée", "tu ressortiras pas sur tes deux pieds"
    rx(`\\b(?:tu|t'|vous|il|elle) ?(?:vas|va|allez|vont) (?:te |vous |se )?(?:manger|prendre|recevoir|pogner|ramasser) (?:une |un |toute une |ta |sa |une bonne |une maudite )?(?:volee|raclee|claque|beigne|mandale|baffe|droite|rince|degelee|taloche|correction|pelle|tabassee|balle)\\b`),
    rx(`\\b(?:tu|vous|il|elle) (?:ne )?(?:ressortiras|repartiras|sortiras|rentreras|reviendras|remonteras|ressortirez|repartirez|sortirez|ressortira|repartira) pas${gap(3)} (?:sur tes deux pieds|sur vos deux pieds|sur ses deux pieds|vivante?s?|entiere?s?|en un morceau|indemnes?|par l'ascenseur)\\b`),
    // souhaits: "j'espère qu'un camion va t'écraser"
    rx(`\\bj'?espere qu(?:e|')(?: ?(?!pas\\b|jamais\\b|rien\\b)[a-z']+){0,3} (?:te |t'|vous )(?:ecras|tu|but|frapp|ecrabouill|renvers|crev|noi|noy|brul|egorg|poignard|defonc|tabass|etrangl|fracass)[a-z]*\\b`),
    // une arme contre quelqu'un: "lui régler son compte à coups de barre de fer", "l'attende avec un bâton"
    rx(`\\b(?:son compte|l'attendre|l'attende|l'attend|t'attendre|t'attends|t'attend|lui faire sa fete|lui rendre visite|te rendre visite|le recevoir|la recevoir|s'occuper de (?:lui|elle|toi))${gap(8)} (?:a coups? de|avec (?:un|une|mon|ma|des|son|sa)) ${WEAPON_FR}\\b`),
    // une exécution publique réclamée: "faudrait qu'on pende le député en pleine place publique"
    rx(`\\b(?:faudrait|faut|il faudrait|on devrait|devrait|va falloir) (?:qu'on |que l'on |qu'ils )?(?:pende|pendre|fusille|fusiller|lynche|lyncher|guillotine|guillotiner|execute|executer) (?:le|la|les|ce|cette|ces|tous les|toutes les|notre|nos) (?:[a-z]+ )?(?:deputes?|maires?|mairesses?|ministres?|presidents?|premier ministre|juges?|journalistes?|elus?|senateurs?|politiciens?|politicards?|traitres?|conseill(?:er|ere)s?|prefets?)\\b`),
    rx(`\\bmerite(?:rait|raient|nt)? qu'on (?:lui |le |la |les |leur )?(?:regle son compte|casse|defonce|tabasse|pete|frappe|tue|bute|brule|crisse une volee|sacre une volee|aligne|pende|fusille|abatte|egorge|lynche|descende)\\b`),
    // le peloton d'exécution: "les aligner contre un mur"
    rx(`\\b(?:les |le |la |l')?(?:aligner|aligne|alignez|alignait|mettre|mets|collez|coller) (?:tous |toutes )?(?:dos )?(?:contre|au) (?:un|le) mur\\b(?!.*\\b(?:photo|tableau|affiche|cadre|meuble|etagere|lit|divan|sofa|velo)s?\\b)`),
    rx(`\\b(?:tu|vous) (?:vas|va|allez) voir ce qui (?:va |vas )?(?:t'|vous )?arriver\\b|\\bce qui va (?:t'|vous )?arriver (?:a|au|aux) (?:toi|vous|ton|ta|tes|votre|vos)\\b`),
    rx(`\\b(?:foutre|mettre|crisser|sacrer|fout|met|mets) le feu (?:chez|a la maison d|a sa|a son|a leur|a ta|a ton|au char d|a l'auto d)`),
    // voilé: la routine, l'adresse, personne n'entendra
    rx(`\\b(?:je connais|j'?connais|jconnais|je sais|j'?sais|on connait|on sait) (?:l'heure|a quelle heure|quand) (?:ou |que )?(?:tu|vous) (?:fermes|finis|sors|pars|rentres|quittes|fermez|finissez|sortez|partez|rentrez)\\b`),
    // une rencontre promise, puis le mal: "si jte vois au match t'es mort", "si je la croise je la fauche"
    rx(`\\b(?:si|quand|la prochaine fois (?:que|qu')|le jour ou) (?:je|j'|j|on) ?(?:te |t'|la |le |les |vous |l')?(?:vois|voit|croise|pogne|attrape|retrouve|recroise|trouve|chope|choppe|revois)\\b(?: [a-z0-9']+){0,12} (?:t'es|tes|t es|il est|elle est|vous etes|c'est) (?:mort|morte|morts|fini|finie|cuit|cuite)\\b`),
    rx(`\\b(?:si|quand|la prochaine fois (?:que|qu')) (?:je|j'|j|on) ?(?:te |t'|la |le |les |vous |l')?(?:vois|croise|pogne|attrape|retrouve|recroise|trouve|chope|revois)\\b(?: [a-z0-9']+){0,12} (?:je|j'|j|on) ?(?:te |t'|la |le |les |vous |l'|lui )(?:${VIOLENT_FR})[a-z]*\\b`),
    rx(`\\b(?:je (?:vous|te) (?:le )?jure|jte jure|j'te jure|je le jure)\\b(?: [a-z0-9']+){0,14} ${OUTCOME_FR}\\b|\\b(?:c'est|ce n'est|c'est pas|ce) pas une menace,? c'est une promesse\\b`),
    // le visage visé: "c'est ta face que je crève", "je crève tes pneus et ta face"
    rx(`\\b(?:ta|ton|tes|vos|votre) ${BODY_FR} que (?:je|j'|j|on) ?(?:vais )?(?:${VIOLENT_FR})[a-z]*\\b|\\b(?:je|j'|j|jvais|je vais|on va) ?(?:${VIOLENT_FR})[a-z]* (?:ta|ton|tes|vos|votre) (?:[a-z]+ )?${BODY_FR}\\b`),
    rx(`\\b(?:un |une )?(?:bon |bonne |petit |petite |gros )coups? de (?:batte|baton|bat|marteau|barre|pelle|poing|pied|couteau|hache|masse|bouteille)(?: de [a-z]+)? (?:dans|sur|en pleine?|en plein) (?:les|la|le|sa|son|ses|ta|ton|tes|l') ?${BODY_FR}\\b`),
    // souhaits et incitations: "qu'un camion lui passe dessus", "roulez-leur dessus"
    rx(`\\b(?:roulez|roule|foncez|fonce|passez|passe|roulons|foncons)[ -]?(?:leur|lui|les|la|le|y) dessus\\b|\\bj'?espere qu(?:e|')(?: ?(?!pas\\b|jamais\\b)[a-z']+){0,4} (?:lui|leur|te|vous) (?:passe|roule|rentre|fonce)(?:nt)? dedans|\\bj'?espere qu(?:e|')(?: ?(?!pas\\b|jamais\\b)[a-z']+){0,4} (?:lui |leur |te |vous )(?:passe|roule)(?:nt)? dessus\\b`),
    rx(`\\bj'?espere qu(?:e|')(?: ?(?!pas\\b|jamais\\b|rien\\b)[a-z']+){0,3} (?:l'|le |la |les |lui )(?:ecras|tu|but|frapp|ecrabouill|renvers|noi|brul|egorg|poignard|defonc|tabass|etrangl|fracass|empor|achev)[a-z]*\\b`),
    // le piège: "attends que je te retrouve", "regarde derrière toi", "t'es plus en sécurité ici"
    rx(`\\battends?(?: juste)? (?:que|qu') (?:je|j'|on) ?(?:te |t'|vous )(?:retrouve|trouve|pogne|attrape|croise|chope)\\b|\\bregarde[sz]? (?:bien )?derriere (?:toi|vous)\\b|\\b(?:t'es|tu es|tes|vous etes|t'seras|tu seras|vous serez) (?:plus|pas|jamais|nulle part)(?: [a-z]+){0,2} en securite\\b`),
    rx(`\\b(?:tu|vous|il|elle) (?:vas|va|allez|vont) (?:me )?(?:le )?payer (?:cher|pour (?:ce que|ca|ton|ta|tes))|\\b(?:tu|vous|il|elle) (?:vas|va|allez|vont) me le payer\\b|\\bregrett(?:er|era|eras|erez|eront|es) d'etre (?:ne|nee|venu|venue)s?\\b`),
    rx(`\\bfaudrait pas qu'(?:elle|il|ils|elles|tu|ta [a-z]+|ton [a-z]+) (?:rentre|rentres|marche|sorte|sortes|se promene|attende|reste)(?:nt)? seule?s?\\b|\\b(?:on sait|je sais|on connait|je connais) (?:ou|dans quel [a-z]+|a quelle heure|quand) (?:tu|t'|vous|il|elle|ils|elles) ?(?:[a-z']+ )?(?:creches?|habites?|restes?|demeures?|vis|vit|bosses?|travailles?|stationnes?|te gares|vous garez|se gare|te caches|vous cachez|montes?|prends?|sors|sort|dors|dort|finis|finit|fais son|fait son|fais ton|fait sa|fais ta|promenes?|couches?|etudies?)\\b`),
    rx(`\\b(?:on|nous) (?:a|avons|connait|connaissons) (?:ton|votre) adresse\\b|\\bpersonne (?:n'|ne )?(?:entendra|va entendre|t'entendra|vous entendra|va rien entendre) (?:rien|crier|tes cris|vos cris)?|\\b(?:profite|profitez)${gap(6)} tant qu'(?:il t'en reste|il vous en reste|tu peux|vous pouvez)\\b`),
  ],
};

// A threat asked as a question of law ("what's the sentence for breaking a referee's legs?",
// "c'est combien de prison pour avoir cassé les genoux d'un coach ?"), and a bounty for violence
// ("le premier qui fait saigner le coach a sa tournée payée").
const SENTENCE_QUESTION_EN = /\b(?:what'?s the (?:sentence|penalty|jail time|prison time) for|how (?:many years|much (?:time|jail|prison)|long) (?:do|would|will|could|did) (?:you|u|i|someone|somebody|one|a person|a guy) (?:get|do|serve)|is it (?:still )?(?:assault|murder|manslaughter|a crime) if|how long would it take .{0,60} if (?:someone|somebody|i|we) (?:started|were to|went))\b/;
const SENTENCE_QUESTION_FR = /\b(?:(?:c'est|ca fait|on (?:prend|risque)|tu (?:prends|risques)|je (?:prends|risque)) combien|combien (?:de prison|d'annees|de taule|on prend|on risque)|(?:c'est )?quoi la peine|quelle peine)\b/;
const VIOLENT_ACT_EN = /\b(?:deck(?:ing)?|break(?:ing)?|broke|run(?:ning)? over|ran over|stab(?:bing|bed)?|shoot(?:ing)?|punch(?:ing)?|kill(?:ing)?|beat(?:ing)? up|knock(?:ing)? out|stomp(?:ing)?|jump(?:ing)?|hurt(?:ing)?|strangl(?:e|ing)|choke|choking)\b/;
const VIOLENT_ACT_FR = /\b(?:casse|plante|tabasse|frappe|tue|bute|ecrase|renverse|poignarde|pete|defonce|cogne|fini(?:t|r)? sous|passe sous|etrangle|egorge)\b/;
// Doors locked from outside on people gathered, with fire: "lock the doors from the outside and strike a match".
const LOCKED_IN_EN = /\b(?:lock|chain|bar|block|barricade|nail) (?:the|all the|both|their) (?:doors?|exits?) (?:shut )?from (?:the )?outside\b/;
const LOCKED_IN_FR = /\b(?:barrer|bloquer|cadenasser|clouer|fermer a cle|barricader) (?:les|toutes les) (?:portes|sorties) (?:de dehors|du dehors|de l'exterieur|par l'exterieur|par dehors)\b/;
const FIRE_OR_CROWD = /\b(?:match|matches|fire|burn\w*|gas(?:oline)?|petrol|lighter|whole (?:family|congregation|crowd|lot)|everyone|everybody|allumettes?|feu|brul\w*|essence|briquet|famille|tout le monde|dedans)\b/;
threat.en.push(
  both(LOCKED_IN_EN, FIRE_OR_CROWD),
  both(SENTENCE_QUESTION_EN, VIOLENT_ACT_EN),
  /\bfirst (?:one|person|guy|girl|kid) (?:to|who) (?:makes? (?:him|her|them|the [a-z]+) bleed|punch(?:es)?|stabs?|knocks? (?:him|her|them|the [a-z]+) out|knock (?:him|her|them|the [a-z]+) out|breaks? (?:his|her|their) (?:nose|jaw|legs?|arms?|knees?))\b/,
  /\b(?:hit|run|mow) (?:them|him|her|you|em)(?: all)?(?: down| over)? with (?:the|my|a|our|his) (?:truck|car|van|suv|pickup|bus)\b|\b(?:hit|run over|mow down|take out|shoot|stab) as many (?:as|of them as) (?:we|i|you|they) can\b/,
);
threat.fr.push(
  both(LOCKED_IN_FR, FIRE_OR_CROWD),
  both(SENTENCE_QUESTION_FR, VIOLENT_ACT_FR),
  /\b(?:le premier|la premiere|celui|celle) qui (?:fait saigner|frappe|cogne|plante|tabasse|defonce|pete la gueule a|casse la gueule a|met ko)\b/,
  /\b(?:voir|verifier|checker) (?:s'il|si elle|s'ils|si elles) rebondi(?:t|ssent)\b/,
);


// A routine watched, then a wait: "the market manager walks to his car alone every night at 6. Patience."
const ALONE_ROUTINE_EN = /\b(?:walks?|drives?|goes|heads?|jogs?|runs?|leaves?|locks? up|closes? up|gets? home)\b(?: [a-z0-9']+){0,6} (?:alone|by (?:him|her)self)\b/;
const ALONE_ROUTINE_FR = /\b(?:rentre|marche|part|sort|ferme|court|promene|va)\b(?: [a-z0-9']+){0,6} (?:tout seul|toute seule|seule?)\b/;
const WAITING_EN = /\b(?:patience|one of these (?:nights|days)|tick tock|soon enough|all in good time)$/;
const WAITING_FR = /\b(?:patience|un de ces (?:soirs|jours|quatre)|tic tac|ca s'en vient|chaque chose en son temps)$/;
// Witnesses that will be missing: "lucky there were witnesses today. Next time there won't be."
const NO_WITNESS_EN = /\blucky (?:there were|there was|that there were|i had) (?:witnesses|people around|cameras)\b|\bnext time there (?:won'?t|will not|wont) be (?:any )?(?:witnesses|anyone (?:around|watching|to see))\b/;
const NO_WITNESS_FR = /\bprochaine fois,? (?:il )?y (?:aura|en aura) (?:personne|pas de temoins?)\b/;
// The lake's depth and the chain to buy: "how deep is Crystal Lake … how much chain to buy for that manager"
const DEPTH = /\bhow deep (?:is|'s)\b|\bprofond(?:e|eur)?\b/;
const WEIGHTS = /\b(?:how much|how many|enough|combien de) (?:chain|cinder ?blocks?|concrete|cement|weights?|chaine|parpaings|ciment|beton|poids|blocs?)\b/;
const MOORING = /\b(?:anchors?|mooring|dock|buoys?|boat|ancres?|amarr\w*|quai|bouees?|bateau|chaloupe|ponton)\b/;
// Poison in a drink, and the time before anyone notices: "how much antifreeze in a coffee before someone notices"
const POISON = /\b(?:antifreeze|bleach|rat poison|drain cleaner|eye ?drops|visine|laxatives?|antigel|javel|mort aux rats|deboucheur|poison)\b/;
const DRINK = /\b(?:coffee|tea|drink|mug|lunch|thermos|beer|cafe|verre|biere|tasse|dejeuner|bouffe|soupe|soup)\b/;
const UNNOTICED = /\bbefore (?:someone|anyone|they|he|she|it|anybody) (?:actually )?(?:notices?|tastes?|can tell)|\bwithout (?:him|her|them|anyone) (?:noticing|knowing|tasting)|\bavant que (?:ca|il|elle|on)(?: se| s'en)? (?:remarque|goute|rende compte)|\bsans qu'(?:il|elle|on) (?:s'en rende compte|remarque|goute)|\bkeeps? (?:drinking|stealing|taking) (?:mine|my)\b|\b(?:pique|vole|boit) mon\b/;
// An accident wished, and a hand to help it: "would be funnier if I helped it along", « ou qu'on l'aide un peu, le sanglier »
const ACCIDENT_WISHED = /\b(?:would be (?:funny|funnier|hilarious|a shame|nice)|wish|ce serait (?:drole|dommage|bien)|ca serait (?:drole|dommage)|j'aimerais)\b/;
const HELPED_ALONG = /\bhelp(?:ed|ing)? (?:it|the [a-z]+|things|nature) along\b|\bgive (?:it|the [a-z]+) a (?:little )?(?:push|nudge)\b|\b(?:qu'on|on pourrait|si on) (?:l'|les )aid(?:e|ait|er) un peu\b|\bdonner un coup de pouce (?:au|a la|aux) [a-z]+\b/;
const MISHAP = /\b(?:explod\w*|fire|burn\w*|bears?|bull|wolves|tent|crash\w*|accident|ours|sanglier|loup|tente|feu|brul\w*|explos\w*|defonce|taureau)\b/;
// Nails or wire on a trail, as a question: "what if someone dropped roofing nails on the trail … hypothetically"
const TRAIL_TRAP = /\b(?:nails|tacks|spikes|wire|fishing line|clous|broches|fil de fer|fil de peche)\b(?: [a-z0-9']+){0,6} (?:on|across|sur|en travers d[eu]) (?:the |le |la )?(?:trail|path|track|road|piste|sentier|route)\b/;
const HYPOTHETICAL = /\b(?:what if|imagine|hypothetical(?:ly)?|hypothetiquement|just saying|accidentally|would be a shame|ce serait dommage|par accident)\b/;
// Fireworks through a bedroom window: "a few M80s through their bedroom window at 2am"
const FIREWORKS_IN_WINDOW = /\b(?:m ?80s?|firecrackers?|fireworks?|cherry bombs?|molotovs?|petards?|feux? d'artifice)\b(?: [a-z0-9']+){0,4} (?:through|in|into|dans|par) (?:their|his|her|your|the|leur|sa|ta|la) (?:bedroom |chambre )?(?:window|windows|fenetres?)\b/;
// A package left before a meeting, and a warning to be out: "left a package at the office for Thursday's board meeting. I'd be out of that building before 9"
const PACKAGE_LEFT = /\b(?:left|dropped off|leaving|depose|laisse|oublie) (?:a |an |un |une |le |la )?(?:little |small |petit )?(?:package|parcel|box|bag|backpack|paquet|colis|sac|boite)\b|\b(?:paquet|colis|sac|boite) (?:depose|laisse|oublie)e?\b/;
const MEETING = /\b(?:meeting|agm|reunion|assemblee|conseil|board)\b/;
const BE_OUT = /\b(?:i'?d (?:be|get) out|get out (?:of|before)|out of (?:that|the) building|je sortirais|sortez|evacuez|going away present|cadeau de depart|boom|kaboom)\b/;
// A weapon bought, then tried on someone: « une arbalète neuve, j'vais l'essayer sur le motoneigiste »
const WEAPON_BOUGHT = /\b(?:rifle|gun|shotgun|crossbow|bow|taser|machete|carabine|fusil|arbalete|arc|pistolet|machette)\b/;
const TRIED_ON = /\b(?:try|test) (?:it|her|him|them) (?:out )?on (?!(?:[a-z]+ )?(?:targets?|range|deer|moose|ducks?|turkeys?|geese|paper|bales?|pumpkins?|melons?|trees?|cans?|bottles?)\b)(?:the|that|this|my|him|her|them|you|some)\b|\b(?:l'essayer|l'essayerai|la tester|le tester|l'etrenner) sur (?!(?:[a-z]+ )?(?:cibles?|chevreuils?|orignal|orignaux|canards?|dindes?|cartons?|ballots?|citrouilles?|arbres?|canettes?|bouteilles?)\b)(?:le|la|ce|cette|mon|ma|toi|lui|elle|les|ces)\b/;
// The frames above hold both languages' words, and the rules of both languages read every text: listed once.
threat.en.push(
  unless(both(DEPTH, WEIGHTS), MOORING),
  both(POISON, DRINK, UNNOTICED),
  both(ACCIDENT_WISHED, HELPED_ALONG, MISHAP),
  both(TRAIL_TRAP, HYPOTHETICAL),
  FIREWORKS_IN_WINDOW,
  both(PACKAGE_LEFT, MEETING, BE_OUT),
  both(WEAPON_BOUGHT, TRIED_ON),
  both(ALONE_ROUTINE_EN, WAITING_EN),
  NO_WITNESS_EN,
  // "I'm not braking" for the cyclist in the way; "is it legal to run someone over"
  both(/\b(?:i'?m|im|i am) not (?:braking|gonna brake|going to brake)\b|\bi (?:won'?t|will not|wont) brake\b/, /\b(?:run (?:someone|him|her|them|you) over|block\w*|cyclists?|bikes?|pedestrians?|in my way|next (?:week|time))\b/),
  /\bis it (?:legal|illegal|ok|okay|allowed) to (?:run (?:someone|somebody|people|a [a-z]+|him|her|them) over|run over (?:someone|somebody|people|a [a-z]+)|punch (?:someone|somebody|a [a-z]+)|shoot (?:someone|somebody|a person|people|trespassers))\b/,
  // a walk that will not be the same: "he won't be walking out the same"; "he's not walking to his car tonight. Bring gloves."
  /\b(?:won'?t|wont|will not|never) (?:be )?walk(?:ing)? (?:out |away |again )?the same\b/,
  both(/\bnot walking (?:to|back to) (?:his|her|their) car\b/, /\b(?:gloves|crew|boys|bats?|masks?)\b/),
  // no one can shield them for ever: "zoom can't protect him forever"
  /\b(?!(?:i|we|you|u|parents?|moms?|dads?)\b)[a-z']+ (?:can'?t|cannot|won'?t|wont) (?:protect|save) (?:him|her|them) forever\b/,
  // a checklist for arson: "gas can ✅ lighter ✅ home address of the label exec"
  both(/\b(?:gas can|jerry ?can|gasoline|petrol|lighter fluid)\b/, /\b(?:lighter|matches|zippo)\b/, /\b(?:home address|(?:his|her|their) address|address of)\b/),
  // a rock to the face: "I'll throw a brick through his window" is damage; at him it is violence
  /\bi'?(?:ll| will|m gonna|m going to) (?:throw|chuck|hurl|peg) (?:a|an|some) (?:rock|brick|stone|bottle)s? (?:at|in) (?:his|her|their|your|ur|them|him|you)\b/,
  /\bhunting season (?:is open|opens) (?:on|for) (?:him|her|them|you)\b/,
);
threat.fr.push(
  both(ALONE_ROUTINE_FR, WAITING_FR),
  NO_WITNESS_FR,
  both(/\bje (?:ne )?(?:freinerai|vais pas freiner|freine pas)\b/, /\b(?:ecraser|ecrase|renverser|bloqu\w*|cyclistes?|velos?|pietons?|prochaine fois|semaine prochaine)\b/),
  // « ce serait vraiment dommage que la Tesla du nouveau DRH prenne feu »
  /\b(?:ce serait|ca serait|ca s'rait|c'serait) (?:vraiment |bien |tellement )?dommage (?:que|qu') ?(?:[a-z']+ ){1,8}(?:prenne feu|brule|explose|flambe|ait un accident|se fasse (?:vandaliser|bruler|casser))\b/,
  /\b(?:ne )?(?:ressortira|sortira|marchera|repartira|remarchera) (?:pas|plus|jamais) (?:pareil|de la meme facon|comme avant|droit)\b/,
  /\b(?!(?:je|on|tu)\b)[a-z']+ (?:ne )?(?:pourra|peut|pourront|peuvent) pas (?:le|la|les) proteger (?:eternellement|toujours|pour toujours|indefiniment)\b/,
  both(/\b(?:bidon d'essence|jerrican|essence)\b/, /\b(?:briquet|allumettes)\b/, /\badresse (?:perso|personnelle|du|de la|de l')\b/),
  /\b(?:je|j'|jvais|je vais|m'as|ma|on va) ?(?:lui|leur|te|vous) (?:lance|lancer|garroche|garrocher|envoie|envoyer|balance|balancer) (?:une|un|des) (?:roche|pierre|caillou|brique|bouteille|pave)s?\b/,
  /\bla chasse est ouverte (?:pour|sur) (?:lui|elle|eux|toi|vous)\b/,
);

// ---------------------------------------------------------------- incitement to self-harm
const SELF_EN = alt('your ?self', 'urself', 'ur self', 'yourselves', 'yo ?self', 'yersel(?:f|ves)?');
const NOT_EN = "(?<!\\b(?:don'?t|do not|never|(?<!why )not|didn'?t|won'?t|please don'?t|careful not to) (?:[a-z]+ )?)";
const selfHarm: Rules = {
  en: [
    rx(`${NOT_EN}\\b(?:kill|hang|off|end|drown|shoot|neck|unalive|delete|poison|starve|rope|overdose|gas|burn|stab) ${SELF_EN}\\b`),
    rx(`${NOT_EN}\\b(?:slit|cut|slash|open) (?:your|ur|yo) (?:own )?(?:wrists?|throat|veins)\\b`),
    rx(`${NOT_EN}\\b(?:jump|leap|throw (?:your ?self|urself)|do a (?:flip|backflip|swan dive)|dive|swan dive) (?:off|from|in front of|under|out of) (?:a|the|some|that|this)(?: [a-z']+){0,3} (?:bridge|building|cliff|roof|rooftop|parkade|balcony|train|bus|truck|window|skyscraper|tower|overpass|car)\\b`),
    /\b(?:take a long walk off a short pier|drop dead(?! (?:gorgeous|beautiful|funny|serious|sexy|stunning|hilarious|simple|easy))|die already|just die|go die|please die|pls die|plz die|go rot|go and die|hope (?:you|u) die|hope (?:you|u) get cancer|wish (?:you|u) were dead|wish (?:you|u) would die)\b/,
    /\b(?:why are (?:you|u)|why r u|why is (?:he|she)|how are (?:you|u)) (?:even |still )+(?:alive|breathing)\b/,
    /\b(?:you|u) (?:don'?t|do not|dont) deserve to (?:live|exist|breathe|be alive)\b|\b(?:you|u) (?:should(?:n'?t| not)|shouldnt) (?:be alive|exist|have been born)\b/,
    /\b(?:honestly|just|pls|please|plz|go|do us (?:all )?a favou?r and|do everyone a favou?r and|do the world a favou?r and|why don'?t (?:you|u)) (?:just )?(?:end it|end it all|disappear forever|stop breathing|die|vanish forever)\b/,
    /\b(?:world|earth|everyone|everybody|we|society|this city) (?:would|will|'d) be (?:a )?better (?:place )?(?:off )?without (?:you|u|people like (?:you|u))\b/,
    /\b(?:nobody|no one|noone) (?:would|will|'d) (?:even )?(?:miss|mourn|cry for|care about) (?:you|u)\b/,
    /\b(?:walk|run|step|go) into (?:oncoming )?(?:traffic|the (?:river|lake|sea|ocean|highway))\b|\bjump into (?:oncoming )?(?:traffic|the highway)\b|\bcut (?:deeper|harder|vertical(?:ly)?|the right way)\b|\bstarve (?:harder|more|yourself)\b|\bcommit (?:sudoku|toaster bath)\b|\btoaster bath\b|\blog off (?:permanently|for good|from life)\b|\bremove (?:your ?self|urself) (?:from (?:the gene pool|this world|existence|the planet)|for good|permanently)\b|\b(?:hope|wish) (?:you|u) (?:swallow|take|down|overdose|od)\b|\bbetter (?:off )?(?:w o|wo|without) (?:you|u)\b/,
    /\bif i (?:were|was)(?: [a-z']+){0,6} i'?d (?:have )?(?:end(?:ed)?|kill(?:ed)?|off(?:ed)?) (?:it|myself)\b/,
    /\b(?:lie|lay|go lie|go lay) down on (?:the )?(?:tracks|rails|highway|freeway|road)\b|\b(?:you|u) (?:don'?t|do not) (?:even )?deserve the air (?:you|u) breathe\b|\bif i were (?:you|u),? i'?d (?:jump|hang|drown|shoot)\b/,
    /\bgo play (?:in|on) (?:the )?(?:traffic|highway|freeway|tracks|train tracks)\b|\bif i were (?:you|u),? i'?d (?:have )?(?:end(?:ed)?|kill(?:ed)?|off(?:ed)?) (?:it|myself)\b/,
    rx(`${NOT_EN}\\b(?:swallow(?:ed|ing|s)?|down(?:ed)?|take|took|eat|ate|chug(?:ged)?) (?:a|the|your|ur|that|this|all (?:your|ur|the)|a whole) (?:whole )?(?:bottle|handful|box|pack|jar) of (?:[a-z]+ )?(?:pills|meds|tylenol|advil|sleeping pills|bleach|painkillers)\\b`),
    rx(`${NOT_EN}\\b(?:step|walk|jump|run|lie down|lay down|go stand|throw (?:your ?self|urself)) in front of (?:a|the|an|some|that|next)(?: [a-z0-9']+){0,2} (?:bus|train|truck|car|metro|subway|tram|streetcar|line|tracks|traffic|lorry|semi)\\b`),
  ],
  fr: [
    /\b(?:tue|suicide|pends|noie|flingue|bute|empoisonne|defenestre|pend)[ -]?toi\b/,
    /\b(?:va|allez|vas|tu devrais|tu ferais mieux de|pourquoi tu ne vas pas|pourquoi tu vas pas|faudrait que tu) (?:[a-z']+ )?(?:te |t')(?:pendre|noyer|tuer|suicider|flinguer|tirer une balle|foutre en l'air|jeter (?:d'un|du haut|sous|par|en bas|devant)|taillader|ouvrir les veines|couper les veines|trancher les veines|empoisonner|immoler|defenestrer)\b/,
    /\b(?:taillade|ouvre|coupe|tranche|charcute)[ -]?(?:toi|te) les veines\b|\b(?:te |vous )(?:taillader|ouvrir|couper|trancher) les veines\b/,
    /\btu devrais(?: [a-z]+){0,2} (?:te tuer|te pendre|mourir|crever|disparaitre|en finir|te suicider|te jeter|arreter de respirer|pas exister)\b/,
    /\bfinis[ -]en\b(?! avec| de| d')|\bfais[ -]en une fin\b|(?<!\bje )\bmeurs\b(?! de (?:rire|chaud|faim|froid|soif|fatigue|honte|envie|hate))/,
    /\bpourquoi (?:t'es|tu es|t es|tes) (?:encore|toujours) (?:en vie|vivante?|sur terre|parmi nous)\b|\bpourquoi (?:tu vis|tu respires|t'existes|tu existes) (?:encore|toujours)\b/,
    /\btu (?:ne )?merites? (?:meme )?(?:pas|plus) (?:de (?:vivre|respirer)|d'exister|l'air que tu respires)\b/,
    /\b(?:franchement|stp|svp|juste|allez|bon|ben|alors) crev(?:e|es)\b(?! (?:de|d'|le|la|les|un|une|mon|ton|son|sa|ma))|\bcrv\b|\b(?:laisse|laissez)[ -](?:toi|vous) (?:mourir|crever)\b|\bferme[sz]? les yeux pour (?:de bon|toujours)\b/,
    /\ba ta place,? (?:moi )?(?:je|j') ?(?:me )?(?:jetterais|tuerais|pendrais|suiciderais|flinguerais|tirerais une balle|foutrais en l'air|noierais)\b/,
    /\b(?:va |allez |vas )?(?:t'allonger|te coucher|vous allonger|vous coucher|allonge[ -]toi|couche[ -]toi|t'etendre) sur (?:les )?(?:rails|voies|l'autoroute|la voie ferree|la voie|la route)\b/,
    /\b(?:te|tu te|vous) (?:tirerais|tires|tirer|tirerez|tirez) une balle\b(?! dans (?:le|les|ton|votre) pieds?)|\bouvre[sz]? le gaz et (?:endors|endormez|dors|dormez)\b/,
    /\b(?:tu|toi|te|t'|vous)(?: [a-z']+){0,5} disparaitre (?:definitivement|pour de bon|pour toujours|a jamais)\b/,
    /\b(?:le monde|la terre|la planete|tout le monde|la ville|on|ta famille|tes enfants|le quartier) (?:serait|serais|se porterait|se portera|sera|irait|ira|vivrait) (?:bien |tellement |beaucoup )?mieux sans toi\b/,
    /\b(?:personne|pas un chat|pas grand monde) (?:ne )?(?:te )?(?:regretterait|pleurerait|s'ennuierait de toi|remarquerait ton absence|va te regretter|te pleurera)\b/,
    /\bbois (?:de la|de l'eau de) javel\b|\bva (?:crever|mourir) (?:dans un coin|loin|seul)\b|\bfais[ -]nous (?:une faveur|plaisir) et (?:creve|meurs|disparais|tue[ -]toi)\b/,
    /\bj'?espere que (?:tu|t') ?(?:creves|meurs|vas crever|vas mourir|attrapes le cancer)\b/,
    /\b(?:tire|tires|tirez)[ -]?(?:toi|vous) une balle\b|\b(?:jette|jettes|jetez|lance)[ -]?(?:toi|vous) (?:du haut|d'un|sous|devant|en bas)\b/,
    /\b(?:avale|avales|avalez|prends|bois) (?:ta |une |toute ta |la |ton |tout ton |toute la )?(?:boite|bouteille|plaquette|pot|tube)? ?(?:de |d')(?:pilules|cachets|medicaments|somniferes|comprimes|javel|tylenol)\b/,
  ],
};

// A rope or pills handed over with a hint: "spare rope in the boat shed … you know what to do with it 🙂"
const MEANS = /\b(?:rope|noose|pills|razors?|blades?|corde|noeud coulant|pilules|cachets|lames?|rasoirs?)\b/;
const CAMPING = /\b(?:canoe|kayak|dock|tent|tarp|knots?|canot|quai|tente|noeuds?|bache)\b/;
const HINT = /\b(?:you know what to do with (?:it|them)|tu sais (?:quoi|ce qu'il faut) (?:en )?faire(?: avec)?|tu sais ce qu'il te reste a faire)\b/;
// Told to go into the storm and not come back: « va nager au-delà des bouées pendant l'orage et reviens pas »
const NO_RETURN = /\b(?:and )?(?:don'?t|do not|never) come back\b(?! (?:until|before|without|till|unless))|\bet (?:ne )?reviens? (?:pas|jamais)\b(?! (?:avant|sans|tant|tant que|a moins))/;
const DANGER = /\b(?:storm|ice|current|buoys|rapids|cliff|tracks|rails|highway|blizzard|orage|glace|courant|bouees|rapides|falaise|autoroute|tempete)\b/;
// Climb up and jump, where there is no water to land in: « monte sur la rampe de projecteurs et saute »
const CLIMB_AND_JUMP = /\b(?:climb|get up on|stand on|monte sur|grimpe sur|monte en haut d[eu]|grimpe en haut d[eu])\b(?: [a-z0-9']+){0,6} (?:and|et) (?:jump|saute)\b/;
const SOFT_LANDING = /\b(?:water(?! tower)|pool|lake|river|trampoline|diving|dive|piscine|lac|riviere|eau|tremplin|plongeoir|quai|dock|parachute|bungee|bungy|elastique|trampo|mattress|matelas|foam|mousse|snow|neige|ball pit)\b/;
// Vents plugged, then sleep: "plug the vents and sleep in there tonight"
const VENTS_PLUGGED = /\b(?:plug|block|close|cover|tape)(?: up)? (?:the|all the) (?:vents?|exhausts?)\b(?: [a-z0-9']+){0,10} (?:sleep|nap|go to bed|fall asleep)\b|\b(?:bouche|bloque|ferme|colmate)[a-z]* (?:les|toutes les) (?:aerations?|ventilations?|bouches d'aeration)\b(?: [a-z0-9']+){0,8} (?:dors|dormir|couche|endors)\b/;
// Someone who says they are not well, told to finish: « il dit qu'il va mal ? Parfait, qu'il aille jusqu'au bout »
const FINISH_IT = /\b(?:finish the job|go all the way|finish what (?:he|she|you) started|finir le travail|aller jusqu'au bout|aille jusqu'au bout|finisse le travail)\b/;
const NOT_WELL = /\b(?:depressed|suicidal|wants? to die|not ok|struggling|va mal|deprime|deprimee|veut mourir|pas bien)\b/;
// Each holds both languages' words, and the rules of both languages read every text: listed once.
selfHarm.en.push(unless(both(MEANS, HINT), CAMPING), unless(both(NO_RETURN, DANGER), SOFT_LANDING), unless(CLIMB_AND_JUMP, SOFT_LANDING), VENTS_PLUGGED, both(FINISH_IT, NOT_WELL));

// ---------------------------------------------------------------- dehumanising hate
const PROTECTED_EN = alt('gay men', 'gay guys', 'queers?', 'lgbtq?', 'pride', 'haitians', 'sikhs', 'hindus', 'autistic people', '(?:the )?jews?', 'jewish people', 'muslims?', 'islam', 'blacks', 'black people', 'gays', 'gay people', 'lesbians', 'trans (?:people|women|men|folks)', 'trannies', 'homosexuals', 'immigrants', 'migrants', 'refugees', 'mexicans', 'asians', 'chinese', 'arabs', 'africans', 'indians', 'pakistanis', 'roma', 'gypsies', 'disabled people', 'the disabled', 'autistic people', 'retards', 'women', 'females', 'hindus', 'sikhs', 'natives', 'indigenous people', 'haitians', 'somalis', 'syrians', 'foreigners', 'latinos', 'hispanics', 'christians', 'catholics');
const DEHUMANISE_EN = alt('a drain on (?:society|the system|taxpayers)', 'defective', 'diseased', 'perverts', 'terrorists? in waiting', 'zoos?', 'terrorists', 'rapists', 'pedophiles', 'human (?:garbage|trash|waste)', 'a breed of [a-z]+', 'cattle', 'livestock', 'property', 'breeding (?:cattle|stock|machines)', 'incubators', 'objects', 'filthy', 'dirty', 'disgusting', 'stink', 'smell', 'vermin', 'rats?', 'cockroaches', 'roaches', 'parasites?', 'leeches', 'animals', 'beasts', 'apes', 'monkeys', 'pigs', 'dogs', 'savages', 'sub ?humans?', 'filth', 'scum', 'trash', 'garbage', 'a disease', 'a plague', 'a cancer', 'a virus', 'an infestation', 'infesting', 'invaders', 'an invasion', 'breed like', 'not (?:even )?human', 'less than human', 'a blight', 'an abomination', 'abominations', 'degenerates', 'groomers', 'pedos', 'predators');
const EXCLUDE_EN = alt('deported', 'exterminated', 'gassed', 'removed', 'eradicated', 'wiped out', 'sterili[sz]ed', 'locked up', 'rounded up', 'put in camps', 'shot', 'killed', 'hanged', 'burned', 'thrown out', 'kicked out', 'banned from (?:this|our) country', 'sent back');
const hate: Rules = {
  en: [
    // White-supremacist numbers ("14/88", "1488") with the words they travel with; a score of 14 to 88 has none.
    // 88 ("Heil Hitler") beside the racist's monkeys: "88 aux gars de la tribune, on nettoie les gradins des singes"
    both(/(?<![\d-])88(?![\d-])/, /^(?!.*\b(?:zoo|enclos|enclosure|parc animalier)\b)/, /\b(?:nettoi\w*|nettoy\w*|clean(?:ing|se)?|purg\w*|debarrass\w*|get rid of)\b/, /\b(?:singes?|macaques?|monkeys?|apes?|gorilles?|gorillas?)\b/),
    both(/\b(?:14 88|1488|14 words)\b/, /\b(?:white|whites|blanc|blancs|blanche|brothers?|freres|race|heil|aryan|aryen|rahowa|day of the rope|the day is coming|le jour (?:vient|approche|viendra))\b/),
    // "goyim" said by the one who claims it is bled: the antisemite's word for himself
    both(/\bgoyim\b/, /\b(?:bleed|bled|drain|run the|control|own the|banks?|bankers|usury|parasit|dry|saigner|saignent|controlent|banques?)/),
    rx(`\\b${PROTECTED_EN}${gap(6)} (?:are|is|r|=|being|become|like|as|they'?re|they are|they)${gap(3)} ${DEHUMANISE_EN}\\b`),
    rx(`\\bno more ${PROTECTED_EN} (?:in|on|here|allowed|around)\\b|\\b(?:get|kick|throw|drive|run) (?:them|those [a-z]+|these [a-z]+|the [a-z]+) out of (?:our|this|my) (?:city|country|neighbou?rhood|street|town|streets)\\b(?=.*\\b(?:make me sick|disgusting|filthy|vermin|animals|scum|sick))`),
    rx(`\\b${PROTECTED_EN}${gap(8)} (?:should|must|need to|needs to|deserve to|ought to|have to|gotta|will) (?:all )?(?:be|get) ${EXCLUDE_EN}\\b`),
    rx(`\\b${PROTECTED_EN}${gap(8)} (?:deserve|deserves) (?:what'?s coming|to die|to suffer|the camps|a bullet|the rope|death|everything they get|to be ${EXCLUDE_EN})\\b`),
    rx(`\\b${PROTECTED_EN} (?:secretly )?(?:control|run|own) (?:the |all the |our |this )?(?:media|banks|world|government|money|hollywood|everything|finance|city hall|city|country|courts|schools|police)\\b`),
    // the "replacement" conspiracy
    rx(`\\breplac(?:e|es|ed|ing) us with (?:[a-z]+ )?(?:${PROTECTED_EN}|third ?worlders|foreigners|outsiders|invaders)\\b|\\bthird ?worlders\\b`),
    rx(`\\b(?:deport|exterminate|eradicate|gas|wipe out|get rid of|kill|purge|round up|ban) (?:all |the |every |these |those )*(?:fucking |damn )?${PROTECTED_EN}\\b`),
    rx(`\\b(?:immigrant|muslim|jewish|gay|trans|black|arab|mexican|asian|chinese|indian|haitian|migrant|refugee|foreign) (?:vermin|rats|cockroaches|roaches|parasites|scum|filth|trash|garbage|animals|invaders|savages|hordes)\\b|\\b(?:they'?re|they are|theyre) replacing us\\b(?!.*\\b(?:robots?|ai|machines?|software|automation|computers?|kiosks?|apps?|contractors|temps|interns)\\b)`),
    rx(`\\b${PROTECTED_EN}${gap(8)} (?:(?:shouldn'?t|should not|should never) be allowed (?:in|to|into|near|here)|(?:have|has) (?:lower|smaller|inferior) (?:iqs?|brains|intelligence)|spread (?:disease|diseases|the virus|germs|covid)|(?:it'?s|is) an invasion|taking over (?:our|every|the|this))\\b|\\b${PROTECTED_EN} (?:all )?(?:stink|smell|reek)\\b|\\bno (?:more )?${PROTECTED_EN} (?:in|on|here|allowed|around|near)\\b`),
    both(rx(`\\b(?:bulldoze|burn(?: down)?|torch|blow up|firebomb|tear down|destroy|smash) (?:the |every |all |that |this |those |these |the ones|them)`), rx(`\\b(?:mosques?|synagogues?|temples?|gurdwaras?|churches)\\b`)),
    both(rx(`\\b(?:these|those|the|dirty|filthy) (?:${alt('parasites', 'cockroaches', 'roaches', 'rats', 'vermin', 'subhumans?', 'savages', 'animals', 'apes', 'invaders', 'leeches', 'barbarians', 'degenerates', 'groomers')})\\b`), rx(`\\b(?:${PROTECTED_EN}|mosques?|sharia|hijabs?|synagogues?|immigration|the border|pride|drag|go back to (?:their|your) (?:country|countries))\\b`)),
    both(rx(`\\b(?:send|ship|kick|throw|deport|get) (?:them|em) (?:all )?(?:back|out)\\b|\\b(?:deport|expel|ban) (?:them|em) all\\b|\\bkick every (?:single )?one (?:of them )?out\\b|\\bkeep (?:them|em) out of (?:our|this|my)\\b`), rx(`\\b(?:${PROTECTED_EN}|boats?|where they came from|this country is for|our country|students)\\b`)),
    rx(`\\b${PROTECTED_EN}${gap(6)} (?:(?:are|r) not (?:fit|made|capable) (?:for|to)|it'?s in their (?:blood|genes|nature|dna))\\b|\\b(?:not|aren'?t) even human\\b|\\bhuman (?:garbage|trash|waste)\\b|\\bremigration\\b`),
    rx(`\\b${PROTECTED_EN}${gap(6)} (?:breed like|multiply like|swarm|spread (?:the|this) (?:virus|disease|covid) on purpose)\\b|\\b(?:pull|pulls|pulling) the strings\\b(?=.*\\b(?:zionists|jews|jewish|globalists|we all know who)\\b)`),
    rx(`\\b${PROTECTED_EN} (?:are|r) (?:ruining|destroying|replacing|poisoning|invading|infecting|polluting) (?:our|this|the)\\b`),
  ],
  fr: [],
};
const PROTECTED_FR = alt('trisos', 'trisomiques', 'mongoliens', 'handicapes mentaux', 'gens du voyage', 'manouches', 'tsiganes', 'lgbtq?', 'afghans', 'francais', 'maudits francais', 'anglais', 'americains', 'pakistanais', 'senegalais', 'maliens', 'algeriens', 'marocains', 'tunisiens', 'turcs', 'ukrainiens', 'russes', 'roumains', 'tapettes(?! (?:a|pour|de|d\')\\b)', 'pedales(?! (?:a|pour|de|d\'|du)\\b)', 'brides', 'bridees', '(?:les )?juifs', 'musulmans', 'islam', 'noirs', 'gays', 'homos', 'lesbiennes', 'trans', 'homosexuels', 'immigres', 'immigrants', 'migrants', 'refugies', 'arabes', 'maghrebins', 'africains', 'asiatiques', 'chinois', 'roms', 'gitans', 'handicapes', 'autistes', 'femmes', 'autochtones', 'haitiens', 'etrangers', 'chretiens', 'hindous', 'sikhs', 'latinos', 'mexicains', 'indiens');
const DEHUMANISE_FR = alt('une race d[e\'] ?[a-z]+', 'dechets humains', 'des pedophiles', 'lobby de pedophiles', 'des terroristes', 'terroristes', 'des egorgeurs', 'des violeurs', 'des detraques', 'une engeance', 'une peste', 'des rats', 'contre nature', 'des malades(?! (?:du|de|d\'))', 'des deviants', 'des pervers', 'betail', 'bestiaux', 'bouches inutiles', 'pondeuses', 'bonnes a pondre', 'objets', 'sales', 'puants', 'vermines?', 'rats', 'cafards', 'parasites', 'sangsues', 'animaux', 'betes', 'singes', 'porcs', 'chiens', 'sauvages', 'sous ?hommes', 'racailles?', 'ordures', 'dechets', 'raclures', 'une maladie', 'la peste', 'un cancer', 'un virus', 'une invasion', 'envahisseurs', 'pas (?:des )?humains', 'moins que rien', 'une plaie', 'degeneres', 'abominations?', 'microbes', 'vermine');
const EXCLUDE_FR = alt('euthanasier', 'euthanasies', '(?:foutre|sacrer|crisser|mettre|jeter|renvoyer) dehors', 'renvoyer chez eux', 'deporter', 'exterminer', 'expulser', 'gazer', 'eliminer', 'eradiquer', 'renvoyer', 'virer', 'bruler', 'pendre', 'abattre', 'enfermer', 'parquer', 'steriliser', 'chasser', 'deportes', 'extermines', 'expulses', 'gazes', 'elimines', 'renvoyes', 'enfermes', 'parques');
hate.fr.push(
  rx(`\\b${PROTECTED_FR}${gap(6)} (?:sont|c'est|est|comme|=|restent)${gap(3)} ${DEHUMANISE_FR}\\b`),
  rx(`\\b${PROTECTED_FR}${gap(8)} (?:faut|faudrait|fallait|devrait|doit|doivent|devraient|merite(?:nt)? d'etre|il faut)${gap(2)} ${EXCLUDE_FR}\\b`),
  rx(`\\b(?:faut|faudrait|il faut|on devrait|on doit|je veux|on va) (?:tous )?(?:les )?${EXCLUDE_FR} (?:tous |toutes )?(?:les |ces |tous les )?(?:sales )?${PROTECTED_FR}\\b`),
  rx(`\\b${PROTECTED_FR} (?:ne )?(?:devraient|doivent|meritent|devrait)(?: meme)? (?:pas|plus|jamais|aucun)(?: meme)? (?:avoir )?(?:le |de |d'|aucun )?(?:droits?|droit d[e'] ?[a-z]+|exister|vivre|voter|adopter|enseigner|se marier)\\b`),
  // "ces parasites … la mosquée", "renvoyez-les tous chez eux … les migrants": the group is named elsewhere in the text
  both(rx(`\\b(?:ces|cette|de la|des|les|sale|sales) (?:${alt('parasites', 'cafards', 'rats', 'vermines?', 'sous ?hommes', 'detraques', 'egorgeurs', 'envahisseurs', 'sauvages', 'betes', 'animaux', 'singes', 'barbares', 'microbes', 'engeance', 'racailles?')})\\b`), rx(`\\b(?:${PROTECTED_FR}|mosquees?|charia|voile|islam|synagogues?|immigration|remigration|frontieres|chez eux|leurs? pays)\\b`)),
  both(rx(`\\b(?:renvoyez|expulsez|deportez|virez|chassez|sortez|foutez|crissez|sacrez|degagez)[ -]?les(?: tous| toutes)?(?: dehors| chez eux| de la| du| d'ici)?\\b|\\bdehors les\\b|\\bqu'(?:ils|elles) crevent\\b|\\bqu'on les chasse\\b|\\binterdisez[ -]les\\b`), rx(`\\b${PROTECTED_FR}\\b`)),
  rx(`\\b${PROTECTED_FR}${gap(6)} (?:(?:ne )?sont pas (?:faits|fait|faites|capables|dignes)|c'est dans leur (?:sang|genes|nature|adn))\\b|\\b(?:c'est pas|ce sont pas|ce ne sont pas) des humains\\b|\\bremigration\\b|\\b(?:nous|les quebecois|les francais|les blancs) remplacer\\b|\\bpour nous remplacer\\b`),
  rx(`\\b${PROTECTED_FR}${gap(6)} (?:se reproduisent|pullulent|grouillent|proliferent)\\b|\\b(?:zero|aucun|aucune|pas de|pas d') ?${PROTECTED_FR.replace(/s\)/, ')')}s? (?:dans|ici|chez)\\b|\\bcette engeance\\b|\\bdechets humains\\b`),
  rx(`\\b${PROTECTED_FR} (?:ont|a) (?:repandu|cree|invente|apporte|amene|propage) (?:le|la|ce|cette) (?:virus|covid|maladie|crise|epidemie)\\b|\\b(?:tirent|tire|tiraient) les ficelles\\b(?=.*\\b(?:sionistes|juifs|banquiers|on sait tous de qui)\\b)|\\bon sait tous de qui on parle\\b(?=.*\\b(?:ficelles|controlent|sionistes|banques)\\b)`),
  rx(`\\b(?:pas|plus) (?:les )?laisser(?:ait|aient)? (?:pas )?se reproduire\\b|\\bles laisserai(?:t|ent)? pas se reproduire\\b`),
  rx(`\\b${PROTECTED_FR}${gap(8)} merite(?:nt)? (?:ce qui leur arrive|de crever|de mourir|la mort|une balle|les camps|la corde|de souffrir)\\b`),
  rx(`\\b${PROTECTED_FR} (?:controlent|dirigent|possedent|tiennent) (?:les |le |la |tous les |toute la |nos )?(?:medias|banques|monde|gouvernement|argent|finance|tout)\\b`),
  rx(`\\b${PROTECTED_FR} (?:nous )?(?:envahissent|remplacent|infectent|polluent|detruisent|ruinent) (?:le|la|les|notre|nos|ce|cette|tout)\\b|\\bgrand remplacement\\b|\\bon sait (?:tous|toutes|bien) (?:de quelle|quelle) (?:couleur|origine|religion|race)\\b`),
);

// A group named, then the hate told as a riddle, a count of who is "replaced", or vermin it is made of:
// "What do you call a Somali on a black diamond run? Camouflage", "this town is being replaced … deport
// the lot", "food made by rats", "a deaf Haitian?? what's next, monkeys conducting".
const GROUP_NAMED_EN = /\b(?:arabic|arabs?|muslims?|islam|mosques?|synagogues?|jews?|jewish|hijabs?|immigrants?|refugees?|migrants?|africans?|haitians?|somalis?|chinese|mexicans?|indians?|punjabi|urdu|hindi|foreigners|deaf|autistic|blacks?)\b/;
const GROUP_NAMED_FR = /\b(?:arabes?|musulmane?s?|islam|mosquees?|synagogues?|juifs?|juives?|voiles?|hijabs?|immigre(?:e|s|es)?|immigrants?|refugie(?:e|s|es)?|migrants?|africaine?s?|haitiene?s?|somaliens?|chinois|mexicains?|etrangers|sourde?s?|autistes?|noirs?)\b/;
const DARK_RIDDLE = /\b(?:what do you call|how do you (?:find|spot|call)|why do|at night|in the dark|comment (?:on appelle|tu appelles|appelle t on|on trouve)|pourquoi|la nuit|dans le noir)\b/;
hate.en.push(
  both(/\bcamo(?:uflage)?\b/, /\b(?:somalis?|somalians?|africans?|nigerians?|sudanese|ethiopians?|haitians?|congolese|black (?:guy|man|woman|kid|person|people|dude|girl))\b/, DARK_RIDDLE),
  both(/\bdeport (?:the (?:whole )?lot|them all|all of them|every (?:last )?one of them|the lot of them)\b|\b(?:is|are) being replaced\b/, GROUP_NAMED_EN),
  both(/\b(?:by|of|from) (?:rats|vermin|cockroaches|roaches|parasites)\b|\bwhat'?s next,? (?:monkeys|apes|gorillas|baboons)\b/, GROUP_NAMED_EN),
);
hate.fr.push(
  both(/\bcamouflage\b/, /\b(?:somaliens?|africaine?s?|nigerians?|soudanais|ethiopiens?|haitiene?s?|congolais|senegalais|(?:un|une|les|des) noire?s?)\b/, DARK_RIDDLE),
  both(/\b(?:se fait|se font|(?:est|sont) en train d'etre) remplac(?:e|ee|es|ees|er)\b/, GROUP_NAMED_FR),
  both(/\b(?:c'est quoi la suite|la prochaine fois|et apres),? des (?:singes|gorilles|babouins)\b/, GROUP_NAMED_FR),
);

// ---------------------------------------------------------------- insults
// Words that are insults wherever they stand (unless the writer aims them at themselves).
const STRONG_EN = alt('ignoramus(?:es)?', 'asshats?', 'assclowns?', 'idiots?', 'morons?', 'imbeciles?', 'cretins?', 'dumbass(?:es)?', 'jackass(?:es)?', 'assholes?', 'arseholes?', 'dickheads?', 'douche ?bags?', 'douches?', 'scumbags?', 'dimwits?', 'halfwits?', 'nitwits?', 'numbskulls?', 'nincompoops?', 'dipshits?', 'shitheads?', 'fuckwits?', 'fucktards?', 'twats?', 'wankers?', 'tossers?', 'cunts?', 'bozos?', 'buffoons?', 'dolts?', 'dunces?', 'simpletons?', 'lowlifes?', 'degenerates?', 'knuckle ?draggers?', 'mouth ?breathers?', 'waste of (?:space|oxygen|skin|air|a human)', 'piece of (?:shit|crap|garbage|trash|work)', 'bootlickers?', 'sheeple', 'pillocks?', 'numpty', 'numpties', 'plonkers?', 'gits?', 'brain ?dead', 'clowns? show');
// Words that insult when aimed at someone ("you clown", "what a tool").
const WEAK_EN = alt('drama queens?', 'leech(?:es)?', 'windbags?', 'know ?it ?alls?', 'know ?nothings?', 'twerps?', 'losers?', 'clowns?', 'fools?', 'jerks?', 'disgrace', 'cowards?', 'snowflakes?', 'tools?', 'muppets?', 'liars?', 'hypocrites?', 'trolls?', 'creeps?', 'freaks?', 'weirdos?', 'lunatics?', 'nut ?jobs?', 'nutcases?', 'psychos?', 'frauds?', 'crooks?', 'hacks?', 'shills?', 'grifters?', 'sheep', 'pigs?', 'rats?', 'snakes?', 'weasels?', 'slobs?', 'parasites?', 'leeches', 'embarrassment', 'karens?', 'npcs?', 'crybabys?', 'crybabies', 'dinosaurs?', 'dopes?', 'airheads?', 'bimbos?', 'bigots?', 'perverts?', 'pervs?', 'bitch(?:es)?', 'bastards?', 'pricks?', 'chumps?', 'goons?', 'thugs?', 'joke', 'failures?', 'nobody', 'zero', 'punks?', 'brats?', 'cowards?', 'cucks?', 'simps?', 'dorks?', 'hicks?', 'rednecks?', 'trash', 'garbage');
const ADJ_EN = alt('stoo?pid', 'stupid', 'dumb', 'idiotic', 'moronic', 'brainless', 'clueless', 'pathetic', 'useless', 'worthless', 'incompetent', 'ignorant', 'braindead', 'dense', 'thick', 'delusional', 'deranged', 'spineless', 'gutless', 'disgusting', 'vile', 'ugly', 'fat', 'smelly', 'dim', 'daft', 'dimwitted', 'retarded', 'senile', 'unhinged', 'insufferable', 'obnoxious', 'spoiled', 'entitled', 'two ?faced', 'gormless', 'hopeless', 'illiterate', 'dumber than', 'dim ?witted', 'slow', 'gross', 'repulsive', 'trashy', 'so dumb', 'a waste');
const MODIFIER_EN = alt('selfish', 'slimy', 'lazy', 'greedy', 'rude', 'inconsiderate', 'sleazy', 'creepy', 'bigger', 'worse', 'pompous', 'whiny', 'self ?righteous', 'condescending', 'sanctimonious', 'smarmy', 'snivel+ing', 'such', 'so', 'an?', 'just', 'really', 'complete', 'absolute', 'total', 'utter', 'fucking', 'freaking', 'little', 'big', 'the biggest', 'nothing but', 'real', 'massive', 'sad', 'pathetic', 'spineless', 'gutless', 'stupid', 'dumb', 'lying', 'miserable', 'tiny', 'the', 'like', 'literally', 'truly', 'certified', 'a bunch of', 'one', 'bloody', 'damn', 'an absolute', 'ignorant', 'useless', 'worthless', 'clueless', 'old', 'fat', 'ugly', 'smug', 'brainwashed', 'entitled', 'arrogant', 'mindless', 'gullible', 'corrupt');
const SELF_EN_BEFORE = "(?<!\\b(?:i'?m|im|i am|i was|i feel like|i felt like|me|myself|i look like|i sound like|call me|i'?ve been|i've been such) (?:[a-z]+ ){0,3})";
const YOU_EN = alt('you', 'u', 'ya', "you'?re", 'youre', 'ur', 'u r', 'you are', 'yer', 'are you', 'r u', "y'?all are", 'yall are', 'you guys are', 'you people are');
const THEM_EN = alt("he'?s", "she'?s", "they'?re", 'he is', 'she is', 'they are', 'he was', 'she was', `(?:this|that|the|our|your|my) (?:[a-z]+ )?${PERSON_NOUN_EN} (?:is|was|'s)`, 'mayor is', "mayor'?s");
// Nouns that insult a person whoever is said to be one (not "tool", "pig" or "rat": a hammer is a tool, a pet a pig).
const INSULT_NOUN_EN = alt('weasels?', 'snakes?', 'slobs?', '(?:miserable|rude|stupid|fat|lazy|nosy|mean|grumpy|old|silly) (?:cows?|bats?|hags?)', 'muppets?', 'meatheads?', 'snobs?', 'useless lumps?', 'airheads?', 'suck ?ups?', 'clowns?', 'donkeys?', 'creeps?', 'jerks?', 'losers?', 'cowards?', 'frauds?', 'crooks?', 'hypocrites?', 'liars?', 'bull(?:y|ies)', 'leech(?:es)?', 'parasites?', 'idiots?', 'morons?', 'talentless hacks?', 'power ?tripping [a-z]+', 'brainless [a-z]+');
const insult: Rules = {
  en: [
    rx(`${SELF_EN_BEFORE}\\b${STRONG_EN}\\b`),
    rx(`\\b${YOU_EN}(?: ${MODIFIER_EN}){0,4} (?:${WEAK_EN}|${ADJ_EN})\\b`),
    rx(`\\b(?:what|such) (?:an?|a) (?:${MODIFIER_EN} ){0,3}(?:${alt('twerps?', 'losers?', 'clowns?', 'fools?', 'jerks?', 'cowards?', 'tools?', 'muppets?', 'liars?', 'hypocrites?', 'creeps?', 'freaks?', 'weirdos?', 'lunatics?', 'psychos?', 'frauds?', 'snakes?', 'weasels?', 'slobs?', 'crybaby', 'bigots?', 'bitch', 'bastard', 'prick', 'chumps?', 'dork', 'snowflake', 'karen', 'drama queen', 'leech', 'windbag')})\\b`),
    rx(`\\b${THEM_EN}(?: ${MODIFIER_EN}){0,4} (?:${alt('leech(?:es)?', 'drama queen', 'windbag', 'losers?', 'clowns?', 'fools?(?! for)', 'jerks?', 'cowards?', 'tools?', 'muppets?', 'liars?', 'hypocrites?', 'creeps?', 'freaks?', 'weirdos?', 'lunatics?', 'psychos?', 'frauds?', 'crooks?', 'snakes?', 'weasels?', 'slobs?', 'bigots?', 'bitch', 'bastard', 'prick', 'chumps?', 'disgrace', 'embarrassment', 'joke', 'failure')}|${alt('stupid', 'dumb', 'idiotic', 'moronic', 'brainless', 'braindead', 'pathetic', 'worthless', 'retarded', 'clueless', 'incompetent', 'useless', 'spineless', 'delusional', 'senile', 'unhinged')})\\b`),
    // "the only thing emptier than the Olympic Stadium is your skull"
    /\b(?:emptier|dumber|thicker|denser|dimmer|slower) than (?:[a-z']+ ){1,5}(?:is|are) (?:your|ur) (?:skull|head|brain|mind)\b/,
    /\b(?:you|u) (?:have|got) the (?:iq|brain|brains|intelligence|attention span|memory|personality|charisma) of (?:an? )?(?:[a-z]+ )?(?:goldfish|rock|potato|toddler|child|brick|doorknob|turnip|cabbage|peanut|houseplant|sponge|fish|wet sock|snail|plank|carrot|spoon)\b/,
    /\b(?:your|ur) (?:two |one |only |single )?(?:brain cells?|iq|brain)\b(?: [a-z']+){0,4} (?:room temperature|smooth|single digit|shoe size|empty|missing|tiny|rotting|dead|lower than|smaller than|a pea)\b/,
    /\b(?:you|u|people like you) (?:belong|should be) in (?:a|the) (?:zoo|circus|cage|dumpster|trash|sewer)\b|\b(?:get|grow) a (?:brain|spine|clue)\b|\bgo back to (?:school|kindergarten|the circus)\b/,
    /\b(?:you|u) (?:stupid|dumb|ugly|fat|lazy|pathetic|miserable|disgusting|ignorant|worthless|useless|lying|sad|little|old|smug|spineless|filthy) (?:[a-z]+ )?(?:cow|pig|bitch|bastard|prick|clown|fool|loser|idiot|moron|liar|coward|troll|muppet|twat|rat|snake|hag|witch|man|woman|boy|girl|thing|creature|excuse|sack|piece|hypocrite|freak|weirdo|child|kid|toad)\b/,
    /\bkeep (?:crying|whining|seething|coping)\b.*\b(?:snowflake|baby|clown|loser|sweetie|princess)\b/,
    // "you absolute walnut": the intensifier makes any noun an insult, bar the fond ones
    /\b(?:you|u) (?:absolute|utter|complete|total|colossal) (?!(?:legend|hero|star|gem|angel|saint|unit|champion|king|queen|icon|treasure|sweetheart|me|us|it|the|a|my|our|this|that|beast|madlad|lad)\b)[a-z]+\b/,
    /\b(?:thick|dumb|dense|stupid|slow|daft) as (?:a |two )?(?:brick|bricks|rock|rocks|post|plank|planks|short planks|box of rocks|a box of rocks|mud|a sack of [a-z]+|dirt)\b/,
    // sarcastic praise: "nice reading comprehension, genius"
    // anyone, not only "you", called one: "that promoter is a greedy little weasel", "she's a miserable old cow"
    rx(`\\b(?!(?:it|this|that|what|there|here|which|life|today|tonight)(?:'s| is| was)\\b)[a-z]+(?:'s| is| was) (?:such |just |basically |honestly )?(?:an?|one) (?:[a-z-]+ ){0,3}?(?:${INSULT_NOUN_EN})\\b`),
    rx(`\\b(?:absolute|utter|total|complete) (?:donkey|clown|muppet|melt|weapon|walnut|plank|numpty|gronk|joke of an? [a-z]+)\\b|\\bimagine being (?:such an? |so |this |that )?(?:[a-z-]+ ){0,2}?(?:${ADJ_EN}|thick|gullible|suck ?up)\\b`),
    /\b(?:you|u) (?:[a-z]+ )?(?:old|nosy) (?:bat|cow|hag|goat|git|crone|witch)\b|\bas (?:trash|garbage|bad|ugly|boring|shallow|fake|bland) as (?:your|ur) (?:personality|face|brain|attitude)\b|\bwritten by a (?:drunk |sleepy |bored )?(?:toddler|chimp|monkey|potato)\b/,
    /\b(?:nice|good job|well done|congrats|bravo|way to go|smooth move|nice try)\b(?: [a-z']+){0,3} (?:genius|einstein|sherlock|captain obvious|smart guy|smartass|smarty pants|mastermind|rocket scientist)\b(?! (?:idea|ideas|move|plan|work|level|of|at|bar|hour|grant|award|minds?|team|club|program|kid|kids|student|students))/,
  ],
  fr: [],
};
const STRONG_FR = alt('pourritures?', "pauv'? (?:tache|type|con|conne|fille|gars|mec|naze|nul|nulle)", 'tetes? a claques?', 'crosseu(?:r|rs|se|ses)', 'plaies?', 'calamites?', 'cas sociaux', 'cas social', 'connards?', 'conards?', 'connasses?', 'abruti(?:e|es|s)?', 'imbeciles?', 'cretins?', 'cretines?', 'enfoire(?:e|es|s)?', 'encule(?:e|es|s)?', 'salauds?', 'salopards?', 'salopes?', 'batards?', 'ordures?', 'raclures?', 'sous[ -]?merdes?', 'trou(?:s)? de cul', 'trouducs?', 'tocards?', 'tocardes?', 'baltringues?', 'bouffons?', 'bouffonnes?', 'guignols?', 'pauvres? (?:types?|cons?|connes?|idiote?s?|imbeciles?|mecs?|nuls?|naze?s?|tache)', 'tetes? de (?:noeud|con|linotte|mule)', 'cassos', 'glandus?', 'couillons?', 'empaffes?', 'gogols?', 'teubes?', 'nigauds?', 'caves?', 'niaiseu(?:x|se|ses)', 'innocents?', 'colons?', 'twits?', 'tatas?', 'tarlas?', 'gnochons?', 'deux de pique', 'mangeu(?:x|rs?) de marde', 'sans[ -]desseins?', 'morrons?', 'zoufs?', 'demeure(?:e|es|s)?', 'attarde(?:e|es|s)?', 'debiles? mentale?s?', 'blaireaux', 'blaireau', 'beaufs?', 'boulets?', 'nazes?', 'loosers?', 'losers?', 'bouseux', 'ploucs?', 'larbins?', 'lavettes?', 'chochottes?', 'pleurnichards?', 'pleurnicheu(?:r|se)s?', 'fragiles');
const WEAK_FR = alt('epais(?:se|ses)?', 'dindes?', 'paresseu(?:x|se|ses)', 'niaiseu(?:x|se|ses)', 'nonos?', 'tarlas?', 'sans dessein', 'ti counes?', 'plaie', 'peste', 'fleau', 'idiote?s?', 'cons?', 'connes?', 'nuls?', 'nulles?', 'minables?', 'laches?', 'honte', 'menteu(?:r|se)s?', 'hypocrites?', 'clowns?', 'trolls?', 'moutons?', 'parasites?', 'dechets?', 'pourri(?:e|es|s)?', 'malades?', 'fous', 'folles?', 'tare(?:e|es|s)?', 'cingle(?:e|es|s)?', 'psychopathes?', 'escrocs?', 'voleu(?:r|se)s?', 'vendu(?:e|es|s)?', 'pantins?', 'marionnettes?', 'girouettes?', 'gamin(?:e|es|s)?', 'bebes?', 'incapables?', 'rates?', 'ratee?s?', 'clochards?', 'porcs?', 'cochons?', 'chiens?', 'chiennes?', 'vaches?', 'rats?', 'serpents?', 'vipere', 'sangsues?', 'andouilles?', 'cornichons?', 'mongols?', 'guignol', 'gros lard', 'grosse vache', 'thon', 'moche', 'ignorante?s?', 'debiles?', 'stupides?', 'betes?', 'pathetiques?', 'incompetente?s?', 'inutiles?', 'bornee?s?', 'nazes?', 'ridicules?', 'honte ambulante', 'blague', 'zero', 'nullite', 'rien', 'teteu(?:x|se|ses)', 'biesses?', 'gaous?', 'morveu(?:x|se|ses)', 'insignifiante?s?', 'souillons?', 'energumenes?', 'leche[ -]?(?:culs?|bottes)', 'tocsons?', 'commeres?', 'megeres?', 'boloss?', 'fayots?', 'chipies?', 'feignasses?', 'faces? de rats?', 'faces? a claques', 'vieilles? peaux?', 'beaux? parleurs?', 'faineante?s?');
// Read by the insult rules only: the harm model's insult class (WORD_CLASSES) keeps the list it was trained with.
const WEAK_FR_MORE = alt('carpettes?', 'larves?', 'zouaves?', 'quiches?(?! (?:aux|a la|au|lorraine|de|du|d))', 'fouineu(?:r|se)s?', 'pretentieu(?:x|se|ses)', 'snobs?', 'barakis?', 'dictateurs?');
const MODIFIER_FR = alt('un', 'une', 'des', 'vraiment', 'tellement', 'trop', 'si', 'super', 'completement', 'totalement', "qu'un", "qu'une", "rien qu'un", "rien qu'une", 'juste', 'parfait', 'parfaite', 'vrai', 'vraie', 'gros', 'grosse', 'sale', 'pauvre', 'beau', 'belle', 'sacre', 'sacree', 'de', "d'", 'le roi des', 'la reine des', 'le plus', 'la plus', 'un peu', 'encore', 'toujours', 'ben', 'bien', 'carrement', 'grave', 'franchement', 'honnetement', 'officiellement', 'le', 'la', 'espece de', "espece d'", 'maudit', 'maudite', "ostie d'", "esti d'", 'osti de', 'ostie de', 'esti de', 'crisse de', 'calisse de', 'tabarnak de', 'gros', 'petit', 'petite', 'vieux', 'vieille', 'sombre', 'immense', 'enorme', 'ptit', 'ptite', "p'tit", "p'tite", 'grand', 'grande');
const YOU_FR = alt(`(?:(?:le|la|ce|cette|cet|mon|ma|notre|ton|ta|votre) (?:[a-z]+ )?|l')${PERSON_FR}(?: [a-z]+)? (?:est|etait|c'est)`, "t'es", 'tes', 't es', 'tu es', 'vous etes', "t'etais", 'tu etais', 'espece de', "espece d'", 'pauvre', 'sale', 'bande de', 'gang de', 'gagne de', 'quel', 'quelle', "c'est (?:un|une)", "c't'un", "c'tun", '(?:il|elle) est', '(?:ils|elles) sont', "(?:il|elle) (?:a|as) l'air (?:d'un|d'une)", 'faut (?:vraiment )?etre', 'il faut (?:vraiment )?etre', 'fallait etre', "t'as l'air", "t'as l'air d'un", "t'as l'air d'une", 'tu (?:fais|parles|ecris) comme (?:un|une)', "t'es rien qu'un", "t'es rien qu'une", 'le maire est', 'la mairesse est', 'ce gars (?:la )?est', 'ce mec est', 'ce type est', 'ce gars', 'ce mec', 'ce type', 'cet', 'cette', 'ce');
const INSULT_PERSON_FR = alt('carpettes?', 'larves?', 'zouaves?', 'laches?', 'incapables?', 'minables?', 'dictateurs?', 'fouineuses?', 'pretentieu(?:x|se)', 'snobs?', 'barakis?', 'guignols?', 'bouffons?', 'nullites?', 'girouettes?', 'lavettes?', 'boulets?', 'mollusques?', 'hypocrites?', 'menteu(?:r|se)s?', 'escrocs?', 'incompetente?s?', 'petits? chefs?');
const insultFr: RegExp[] = [
  // anyone, not only "tu", called one: « l'admin du fan-club est un petit dictateur minable »
  rx(`\\b[a-z]+ (?:est|etait) (?:un|une) (?:${MODIFIER_FR} ){0,2}(?:${INSULT_PERSON_FR})\\b`),
  /\b(?:beau|belle|joli|jolie) [a-z]+(?: [a-z]+){0,5} (?:le|la|mon|ma) (?:genie|einstein|champion|championne|surdoue|surdouee)$/,
  rx(`(?<!\\b(?:je suis|j'suis|chu|jsuis|je me sens|me sens|moi|je fais|je me trouve|je me suis senti|j'ai l'air) (?:[a-z']+ ){0,3})\\b${STRONG_FR}\\b`),
  rx(`\\b${YOU_FR}(?: ${MODIFIER_FR}){0,4} ?(?:${WEAK_FR}|${WEAK_FR_MORE}|${STRONG_FR})\\b(?! (?:de rire|de joie|d'amour|de fatigue|nationale|pour (?:la|le|les) (?:ville|quartier|province|pays)|d'etat))`),
  /\b(?:t'as|tu as|vous avez) (?:le qi|la cervelle|le cerveau|la memoire|l'intelligence) d'(?:un|une) (?:[a-z]+ )?(?:huitre|poisson rouge|moule|bulot|patate|caillou|brique|huitre|poule|plante verte|enfant de \d+ ans|bebe|pigeon)\b/,
  /\b(?:ton|ta|tes|votre) (?:seul |unique |deux )?(?:neurones?|cerveau|qi|cervelle)\b(?: [a-z']+){0,4} (?:vide|absent|manquant|en vacances|lisse|mort|atrophie|d'huitre|de moule|a zero)\b/,
  /\b(?:ta|ferme ta) (?:gueule|yeule|geule)\b|\bva (?:te faire (?:foutre|voir|enculer)|chier|niaiser)\b|\bmange (?:donc )?(?:un char de |de la )?(?:marde|merde)\b|\bd'la marde\b/,
  /\b(?:gros|grosse|sale|espece de|pauvre|pauv'?) (?:mou|molle|vache|porc|cochon|chien|chienne|rat|lard|tas|merde|dechet|nul|nulle|larve|mollusque|limace|clown|nouille|tache|cruche|fouine|chipie|andouille|tarte|conne|morveux|niaiseux|debile)\b/,
  // "Espèce de …" lancé à quelqu'un, et l'éloge ironique: "bravo le génie"
  /^(?:(?:toi|eh|he|oh|hey|ta gueule|tg|pis toi) )?espece d(?:e |')[a-z]+/,
  /\b(?:bravo|bien joue|belle job|chapeau|felicitations|merci|joli|beau travail),? (?:le|la|mon|ma|monsieur|madame|notre|mr|m) (?:genie|einstein|surdoue|surdouee|prix nobel|grand penseur|grande penseuse|lumiere|sherlock|cerveau)\b|\baussi (?:brillante?|intelligente?|vif|vive|fute|futee) qu'(?:une|un) (?:ampoule|huitre|brique|caillou|moule|patate|porte|poteau|bulot|navet|pierre)\b/,
];

// ---------------------------------------------------------------- generalisations about groups
const PEOPLE_EN = alt('delivery (?:drivers|guys|people)', 'plumbers', 'electricians', 'realtors', 'real estate agents', 'salesmen', 'salespeople', 'cashiers', 'clerks', 'bartenders', 'baristas', 'mechanics', 'cab drivers', 'cabbies', 'janitors', 'security guards', 'paramedics', 'firemen', 'snowbirds', 'hippies', '(?:scooter|bike|car|dog|cat|suv|tesla|gym|condo|crypto|city|suburb|rich) (?:people|folks|types|drivers|owners|developers|bros)', 'condo developers', 'developers', '(?:scooter|bike|e ?bike|motorcycle|transit|bus|metro) riders', '[a-z]+ owners', 'gen ?z(?:ers)?', 'teenagers', 'teens', 'kids(?: these days| today)?', 'parents', 'neighbou?rs', 'landlords', 'tenants', 'renters', 'homeowners', 'commuters', 'bikers', 'cyclists', 'pedestrians', 'drivers', '(?:uber|taxi|bus|cab|truck) drivers', 'truckers', 'tourists', 'hipsters', 'influencers', 'gamers', 'nerds', 'artists', 'musicians', 'bureaucrats', 'civil servants', 'city workers', 'bankers', 'ceos', 'developers', 'programmers', 'engineers', 'scientists', 'academics', 'professors', 'economists', 'activists', 'protesters', 'environmentalists', 'tree huggers', 'hunters', 'smokers', 'vapers', 'dog owners', 'cat people', 'rich people', 'the rich', 'poor people', 'the poor', 'people on welfare', 'homeless people', 'the homeless', 'addicts', 'farmers', 'city people', 'country people', 'suburbanites', 'torontonians', 'albertans', 'parisians', 'montrealers', 'americans', 'brits', 'the french', 'the english', 'quebecers', 'quebecois', 'anglophones', 'francophones', 'anglos', 'men', 'women', 'girls', 'boys', 'guys', 'millennials', 'gen ?z', 'zoomers', 'boomers', 'old people', 'seniors', 'young people', 'liberals', 'conservatives', 'leftists', 'lefties', 'right ?wingers', 'socialists', 'capitalists', 'republicans', 'democrats', 'religious people', 'atheists', 'vegans', 'vegetarians', 'meat eaters', 'referees', 'refs', 'cops', 'police officers', 'the police', 'firefighters', 'nurses', 'doctors', 'lawyers', 'journalists', 'reporters', 'the media', 'politicians', 'voters', 'immigrants', 'foreigners', 'students', 'teachers', 'unions', 'union workers', 'contractors', 'waiters', 'servers', 'customers', 'managers', 'employers', 'bosses', 'employees', 'millionaires', 'billionaires', 'celebrities', 'athletes', 'fans', 'tech bros', 'crypto bros', 'anti ?vaxxers', 'people from [a-z]+', 'people in [a-z]+', 'people who [a-z]+(?: [a-z]+)?', 'anyone who [a-z]+(?: [a-z]+)?', 'everyone who [a-z]+(?: [a-z]+)?', 'you people', 'these people', 'those people', 'kids nowadays');
const PREDICATE_EN = alt('ruined (?:the|everything|it|this|our)', "(?:can'?t|cannot|never) (?:even )?(?:put|stop|keep|leave|look|be bothered)", 'acts? like they', "(?:are|r) (?:all|always|never|just|only|literally|basically|the worst|nothing but|a bunch of|the same|all the same|clueless|useless|lazy|selfish|entitled|rude|greedy|stupid|dumb|idiots|morons|parasites|criminals|liars|animals)", '(?:all|always|never|only|constantly|literally) [a-z]+', 'are the (?:most|least) [a-z]+', '(?:are|r) (?:a bunch of|all the same)', "spend (?:all )?their (?:days|time|lives|whole day) (?:on|doing|complaining|whining|sitting|staring|scrolling)", "(?:can'?t|cannot|don'?t|do not|won'?t|never) (?:even )?(?:handle|drive|read|think|work|cook|park|spell|listen|respect|pay|stop|care|understand|tip|follow|learn|say|get|do)", 'ruin (?:everything|it for everyone)', 'think they (?:own|are|know|can)', 'act like they', 'only care about', "(?:have|got) (?:no|zero) (?:respect|manners|shame|clue|idea|brains|sense|empathy)", "(?:don'?t|do not) (?:give a|care about) (?:damn|shit|crap|anyone|anything)", 'respect (?:no one|nobody|nothing) (?:anymore)?');
// A group named by what its people do ("resellers", "ski instructors", "metalheads") at the start of the
// text, not a thing that ends the same way ("numbers never lie", "printers always jam").
const THINGS_EN = alt('others', 'numbers', 'orders', 'leftovers', 'computers', 'printers', 'burgers', 'flowers', 'stickers', 'papers', 'letters', 'answers', 'matters', 'offers', 'layers', 'towers', 'corners', 'cent(?:er|re)s', 'borders', 'chapters', 'filters', 'markers', 'speakers', 'trailers', 'sneakers', 'headers', 'folders', 'posters', 'meters', 'flyers', 'powers', 'waters', 'covers', 'chargers', 'containers', 'motors', 'doors', 'floors', 'colou?rs', 'errors', 'mirrors', 'sensors', 'monitors', 'elevators', 'escalators', 'tractors', 'factors', 'sectors', 'plants', 'pants', 'headphones', 'prayers', 'dinners', 'suppers', 'burners', 'lockers', 'sweaters', 'boots', 'timers', 'rollers', 'scooters', 'hammers', 'ladders', 'winters', 'summers', 'quarters', 'registers', 'restaurants', 'peppers', 'tomatoes', 'potatoes', 'arguments', 'comments', 'documents', 'instruments', 'events', 'apartments', 'departments', 'payments', 'rents', 'parents(?= (?:always|never) (?:know|say))');
const PEOPLE_BY_TRADE_EN = `^(?:[a-z]+ ){0,2}(?!${THINGS_EN}\\b)[a-z]{3,}(?:ers|ists|ians|ors|ants|heads)`;
const generalisation: Rules = {
  en: [
    rx(`(?<!\\b(?:some|many|a few|few|most of the|lots of|plenty of|not all|certain|of the|percent of|of|these two|those two|two|three|the other) (?:[a-z]+ )?)\\b${PEOPLE_EN} (?:these days |nowadays |today |around here |here |in this (?:city|town|country|neighbou?rhood) |in general |honestly |seriously )?${PREDICATE_EN}\\b`),
    rx(`\\b(?:every single|each and every|every last|all) ${PEOPLE_EN} (?:in (?:this|the|our) (?:city|town|country|neighbou?rhood|province) |around here |here )?(?:are|is|do|does|have|always|never|just|only|think|want|hate|should)\\b`),
    /\btypical (?:[a-z]+ ){0,2}(?:people|folks|drivers|men|women|guys|boomers|millennials|tourists|cyclists|landlords|tenants|americans|parisians|torontonians|anglos|francophones|liberals|conservatives)\b/,
    rx(`\\b${PEOPLE_EN} (?:in|on|at|from|around) (?:[a-z]+ ){1,3}(?:are|r) (?:so |all |just |always |completely |totally )?(?:clueless|rude|entitled|selfish|useless|lazy|greedy|stupid|dumb|idiots|the worst|snobby|snobs|arrogant)\\b|\\bevery (?:single )?[a-z]+ in (?:this|the) (?:town|city|neighbou?rhood|country) (?:acts|is|thinks)\\b`),
    // "all condo developers care about is money"; "…and still complain nonstop, typical"
    rx(`\\ball (?:the |these |those )?(?:[a-z]+ )?${PEOPLE_EN} (?:ever )?(?:care|think|talk) about is\\b`),
    rx(`\\b${PEOPLE_EN}${gap(14)} (?:typical|so typical|classic|as usual|every time|like always|same as always)$`),
    // the sweep said at the end of the text: "…, all of them", "…, they're all helpless"
    rx(`\\b${PEOPLE_EN}${gap(10)} (?:(?:all of them|every (?:single|last) one of them|each and every one|every single time|without exception|no exceptions?)|(?:they'?re|they are) (?:all|always)(?: [a-z]+){1,2})$`),
    /\b(?:every (?:single |last )?[a-z]+ |(?:anyone|anybody|everyone|everybody) who (?:[a-z0-9']+ ){1,5}?)(?:is|'s) (?:a|an|just a|just an) (?:[a-z]+ )?(?:con artist|crook|thief|liar|idiot|criminal|scammer|fraud|hypocrite|moron|parasite|leech|clown|menace|psycho|lunatic)\b/,
    rx(`${PEOPLE_BY_TRADE_EN} (?:in general |honestly )?${PREDICATE_EN}\\b`),
    rx(`\\b${PEOPLE_EN} would (?:happily |gladly )?sell (?:their|his|her) own (?:grand)?(?:mother|ma|mom|kids|children)\\b`),
  ],
  fr: [],
};
const PEOPLE_FR = alt('promoteurs(?: immobiliers)?', 'developpeurs', 'livreurs', 'plombiers', 'electriciens', 'agents immobiliers', 'courtiers', 'vendeurs', 'vendeuses', 'caissieres', 'caissiers', 'commis', 'mecaniciens', 'garagistes', 'concierges', 'barmans', 'serveuses', 'cuisiniers', 'pompiers', 'ambulanciers', 'infirmiers', 'policieres', 'gardiens', 'fonctionnaires municipaux', 'cols bleus de [a-z]+', 'snowbirds', 'hippies', 'ados', 'cols bleus', 'cols blancs', 'gens en [a-z]+', 'gens a [a-z]+', 'ados', 'adolescents', 'jeunes(?: d\'aujourd\'hui| de nos jours)?', 'vieux', 'proprios', 'proprietaires', 'locataires', 'voisins', 'parents', 'cyclistes', 'automobilistes', 'pietons', 'chauffeurs(?: de [a-z]+)?', 'conducteurs', 'taxis', 'camionneurs', 'touristes', 'hipsters', 'influenceurs', 'gamers', 'fonctionnaires', 'banquiers', 'patrons', 'riches', 'pauvres', 'assistes', 'chomeurs', 'retraites', 'boomers', 'milleniaux', 'millenials', 'politiciens', 'politiques', 'elus', 'deputes', 'ministres', 'flics', 'policiers', 'la police', 'profs', 'enseignants', 'medecins', 'docteurs', 'infirmieres', 'avocats', 'journalistes', 'medias', 'syndicats', 'syndiques', 'ecolos', 'ecologistes', 'militants', 'manifestants', 'bobos', 'parisiens', 'montrealais', 'quebecois', 'francais(?: de france)?', 'anglais', 'anglos', 'americains', 'ontariens', 'albertains', 'hommes', 'femmes', 'gars', 'filles', 'mecs', 'meufs', 'gauchistes', 'droitards', 'fachos', 'wokes?', 'vegans', 'veganes', 'carnivores', 'arbitres', 'fans', 'partisans', 'etudiants', 'immigres', 'immigrants', 'etrangers', 'banlieusards', 'citadins', 'campagnards', 'ruraux', 'artistes', 'musiciens', 'serveurs', 'clients', 'employes', 'employeurs', 'entrepreneurs', 'contracteurs', 'millionnaires', 'milliardaires', 'vedettes', 'stars', 'gens (?:de|du|des|d\') ?[a-z]+', 'gens qui [a-z]+(?: [a-z]+)?', 'ceux qui [a-z]+(?: [a-z]+)?', 'ces gens(?: la)?', 'tous ces [a-z]+', 'toutes ces [a-z]+');
const PREDICATE_FR = alt('(?:ne )?servent (?:a )?rien', '(?:ne )?sont jamais la', 'sont (?:tous|toutes|toujours|jamais|que|juste|rien que|tellement|trop|vraiment|des|les pires|pareils|pareilles|les memes|nuls|nulles|incapables|stupides|paresseux|egoistes|arrogants|impolis|cons|betes)', 'ne sont (?:que|jamais|bons a rien)', "(?:ne )?pensent qu'a", "(?:ne )?pensent qu'a leur", 'se (?:croient|pensent|prennent pour)', '(?:ne )?savent (?:pas|plus|jamais|rien)', '(?:ne )?respectent (?:plus|jamais|rien|personne|pas)', 'font (?:toujours|jamais|rien|que)', 'foutent rien', "(?:n'ont|ont) (?:aucun|aucune|zero|pas de)", 'ruinent', 'gachent', 'detruisent', 'ont tout (?:gache|ruine|detruit|pris|vole|casse)', 'veulent (?:tous|toujours|juste|que)', '(?:ne )?(?:[a-z]+ )?(?:toujours|jamais|plus jamais|tout le temps)', "c'est (?:tous|toutes|toujours|juste|rien que) des", "passent (?:leurs|leur|la) (?:journees?|temps|vie|vies) (?:a|sur|dans|appuyes|assis|couches)");
generalisation.fr.push(
  rx(`(?<!\\b(?:certains|certaines|quelques|plusieurs|beaucoup de|des|pas tous les|pas toutes les|deux|trois|la plupart des|\\d+ ?%? des) )\\b(?:les |tous les |toutes les |ces |nos |vos )${PEOPLE_FR} (?:d'ici |de nos jours |aujourd'hui |en general |franchement |honnetement |de (?:cette ville|ce pays|ce quartier|montreal|paris|quebec) )?(?:${PREDICATE_FR})\\b`),
  rx(`\\b(?:tous|toutes) (?:les |ces )${PEOPLE_FR} (?:sont|font|veulent|pensent|detestent|ont|savent|se)\\b`),
  // "les promoteurs immobiliers c'est tous des vautours", "les chauffeurs de taxi à Paris sont tous des arnaqueurs"
  rx(`\\b(?:les|ces) [a-z]+(?: [a-z]+){0,4} (?:c'est|ce sont|c'est juste|c'est rien que) (?:tous|toutes|toute) des [a-z]+`),
  rx(`\\b(?:les|ces) ${PEOPLE_FR}${gap(4)} vendraient (?:leur|sa) (?:propre )?(?:mere|grand[ -]?mere|mere pis leur pere)\\b`),
  rx(`\\b(?:les|ces) ${PEOPLE_FR}(?: (?:a|au|aux|en|de|du|des|d')(?: la| l')? ?[a-z]+(?: [a-z]+)?){0,2} (?!(?:n'ont|ont) )(?:${PREDICATE_FR})\\b`),
  // "le monde de Laval savent pas conduire": in Québec, "le monde" is people
  rx(`\\ble monde (?:de|du|d'|a|en) ?[a-z0-9]+(?: [a-z]+)? (?:${PREDICATE_FR}|(?:ne )?sait (?:pas|plus|jamais|rien))\\b`),
  rx(`\\b(?:les|ces) ${PEOPLE_FR}${gap(14)} (?:typique|classique|comme d'habitude|comme toujours|comme d'hab)$`),
  // a group that all does one thing, said first: "Les Montréalais conduisent tous comme des malades"
  // ("… prennent toutes les places" counts places, not people)
  /^(?:les|ces) [a-z]+s?(?: (?:de|du|des|d'|a|en|au) ?[a-z]+){0,2} (?:[a-z']+ ){0,2}?(?!sont\b)[a-z]+(?:ent|ont) (?:tous|toutes|toute)\b(?! (?:les|la|le|l'|nos|mes|ses)\b)/,
  /\bles (?:jeunes|ados|enfants|kids|gens|vieux|hommes|femmes|gars|filles) (?:d'aujourd'hui|astheure|de nos jours|de maintenant|de ma generation|de ton age)\b|\btypique (?:des|d'un|d'une|du) [a-z]+|\bjamais vu un (?:[a-z]+ ){1,3}(?:mettre|faire|dire|payer|arriver|respecter|rouler|laisser)\b/,
  rx(`\\b(?:les|ces) ${PEOPLE_FR}${gap(14)} (?:c'est )?toujours (?:pareil|la meme chose|le meme refrain|la meme histoire) avec (?:eux|elles|ce monde la|ces gens la)$`),
  rx(`\\b(?:les |ces )${PEOPLE_FR}${gap(10)} (?:(?:tous pareils|toutes pareilles|toutes? pareils?|tous les memes|toutes les memes|sans exception|tous autant qu'ils sont|toutes autant qu'elles sont)|(?:c'est tous|c'est toutes|ils sont tous|elles sont toutes)(?: [a-z']+){1,3})$`),
);

// ---------------------------------------------------------------- dismissive phrasing
const dismissive: Rules = {
  en: [
    /\byeah,? yeah\b|\bwhatever (?:you say|floats your boat|helps you sleep)\b|\bsure,? (?:jan|buddy|pal|bud|champ|sweetie|honey|hun|sweetheart|darling|thing,? (?:buddy|pal|champ))\b|\b(?:you'?ll|you will) (?:understand|get it|see) when you(?:'re| are) older\b|\b(?:the|our) (?:great|big) (?:thinker|philosopher|genius|expert) has spoken\b|\bcool story\b|\bwho asked\b|\bdidn'?t ask\b|\bimagine (?:thinking|believing|being this)\b|\bnot reading (?:all )?(?:that|this)\b|\bboo ?hoo\b|\bcry me a river\b|\bgo cry\b|\bcry harder\b|\bstay mad\b|\bit'?s not that deep\b|\bget a life\b|\bgrow up\b|\bblah,? blah\b|\bif you say so\b|\bokay? boomer\b|\bbig deal\b|\byawn\b|\bsure,? sure\b|\bmove on\b|\bsmh\b|\bsounds like a you problem\b|\bnot my problem\b|\bdon'?t care\b|\bcare less\b|\btell (?:it|that) to someone who cares\b|\bwhy (?:should|would) (?:i|anyone) care\b|\bso what\b|\bpfft\b|\bnext\b$|^(?:ok(?:ay)?|k|lol|lmao)(?: and| so| cool| ok| whatever)?$|^ok(?:ay)? and\b/,
    /\bimagine (?:caring|[a-z]+ing (?:this|that|so) (?:much|hard|mad|upset|worked up))\b|\bnot my job to (?:educate|teach|explain)\b|\bgoogle (?:exists|is free|it yourself)\b|\blook it up yourself\b|\bspare me\b|\bgive me a break\b|\bget real\b|\bare you (?:even )?listening to yourself\b|\bhow is that my problem\b|\btake your (?:meds|pills)\b|\bsit down\b|\bstop crying\b|\btalk to the hand\b|\bnobody cares\b|\bno one cares\b|\b(?:finished|done with|thanks for) (?:your|ur|the) (?:novel|essay|ted talk|manifesto|dissertation|thesis)\b/,
    // condescension: "cute that you think…", "sweetie, maybe read the listing", "let the grown-ups talk"
    /\b(?:cute|adorable) that (?:you|u) (?:think|believe)\b|\blet the grown ?ups\b|\bcome back when (?:you'?ve|you have|you'?re|you are|you know|you can)\b|\bget over (?:yourself|urself)\b|\buntil then,? shush\b|^(?:oh |ok |okay |aw )?(?:sweetie|sweetheart|honey|hun|darling)\b(?=.*\b(?:maybe|read|when|grown|let|back|until|isn'?t|is not)\b)/,
    both(/\badorable(?: really)?$|\bhow adorable\b/, /\b(?:you|u) (?:think|thought|believe|'re already|are already)\b|\bexplaining\b/),
  ],
  fr: [
    /\bouais,? ouais\b|\bouin,? ouin\b|\bc'est ca,? (?:oui|ouais|ouin)\b|\bmais oui,? (?:bien sur|c'est ca)\b|\bcause toujours\b|\bbla ?bla\b|\b(?:ouin|ok|et|bon) pis\b|\bet alors$|^ok et\b|\bben voyons\b|\bsi tu le dis\b|\btu m'en diras tant\b|\bpas lu\b|\btrop long\b|\b(?:personne|on) (?:ne )?t'a (?:pas )?(?:sonne|demande)\b|\bqui t'a (?:sonne|demande)\b|\bretourne (?:jouer|dormir|a tes)\b|\bva jouer dehors\b|\bgrandis un peu\b|\blache l'affaire\b|\bpleure pas\b|\bchiale\b|\bon s'en (?:fout|fiche|calisse|crisse|bat)\b|\bje m'en (?:fous|fiche|balance|calisse|crisse|bats)\b|\bosef\b|\brien a (?:faire|foutre|cirer|battre)\b|\bc'est pas mon probleme\b|\bet moi je suis le pape\b|\bbravo,? tu veux une medaille\b|\bbref,? passe\b|\btu sors d'ou\b|\bsors de ta grotte\b|\bmeme pas la peine\b|\bvoila voila\b|\bpff+\b|\bca (?:n')?interesse personne\b|\bcool pour toi\b|\b(?:t'as|tu as) fini (?:ton|ta|de) (?:roman|pave|these|essai|livre|bible|ecrire ton roman)\b|\b(?:tu (?:vas|va) comprendre|tu comprendras) quand tu (?:vas etre|seras) (?:grande?|plus vie(?:ux|ille))\b|\bquand tu (?:vas etre|seras) (?:grande?|plus vie(?:ux|ille)) (?:tu (?:vas|va) comprendre|tu comprendras)\b|\b(?:le|notre) grand (?:penseur|philosophe|sage|expert|genie) a parle\b|\b(?:j'?|je )(?:vais |va )?(?:perdrai|perds|perdre) pas (?:mon|ma) (?:temps|soiree|energie|salive|journee)\b|\b(?:et|pis) la marmotte\b|\bla marmotte (?:elle )?met le chocolat\b/,
    // replies that wave the other away: "personne t'a demandé ton avis", "va toucher de l'herbe", "t'es pas au niveau"
    /\b(?:t'es|tu es|t'as|tu as|vous etes) pas (?:au niveau|le niveau|dans ta ligue|de taille)\b/,
    /\bpersonne (?:t'a|ne t'a|vous a|ne vous a) (?:rien )?demande\b|\bque personne (?:a|n'a|avait) demande(?:e|s)?\b|\bpersonne (?:a|n'a) demande (?:ton|ta|tes|votre) (?:avis|opinion)\b/,
    /\b(?:va|allez|aller) toucher (?:de )?l'herbe\b|\btouche de l'herbe\b/,
    /\b(?:tu|t'|vous) (?:vaux|vaut|valez) pas (?:mon|notre) temps\b|\bvaut (?:meme )?pas (?:une|la) (?:reponse|peine d'y repondre)\b/,
    /\b(?:laisse|laissez) (?:faire|tomber|donc faire)\b,? (?:t'es|tu es|t'as|tu as|tu comprends|tu comprendras|tu comprendrais|vous comprenez|c'est trop)\b/,
    /\bt'as (?:rien|jamais rien|encore rien) compris\b|\btu (?:comprendrais|comprendras|comprends) (?:pas|rien|jamais)(?: plus| de toute facon| anyway)?$/,
    /\bpasse (?:ton|donc ton) chemin\b|\bpassons aux gens serieux\b/,
    /\b(?:c'est|cest) mignon que (?:tu|vous)\b|\bcute que (?:tu|vous)\b|\bt'es (?:mignon|mignonne|cute) mais\b/,
    /\b(?:reviens|repond(?:s|ez)?[ -]moi|reviens me voir|on en reparlera) quand (?:t'auras|tu auras|vous aurez)\b/,
    /\bgoogle (?:est|c'est) ton ami\b|\b(?:fais|fait|faites) (?:tes|vos) recherches (?:ma belle|mon grand|mon chum|champion|avant de (?:parler|commenter|repondre|m'ecrire|l'ouvrir))\b/,
    /\bon s'attendait (?:pas|a rien) (?:a )?(?:mieux|plus|d'autre) (?:de ta part|de toi|de vous)\b/,
    /\bdiscussion d'adultes\b|\b(?:va|allez) jouer (?:ailleurs|dehors|dans ta cour|dans le trafic)\b/,
    /\bon s'en (?:balance|fout|crisse|calisse|tape|bat les) (?:un peu |pas mal |royalement )?(?:de ton|de ta|de tes|de votre|de vos)\b/,
    /\b(?:diplome|documente|informe|renseigne|eduque)e? sur (?:facebook|tiktok|youtube)\b/,
    /\bc'est mignon de (?:croire|penser)\b|\blaisse[sz]? (?:parler |faire )?les (?:grands|grandes personnes|adultes)\b|\ben attendant,? chut\b|\bquand (?:t'auras|tu auras)\b.*\btu pourras (?:donner ton avis|parler|commenter|l'ouvrir)\b/,
    both(/\b(?:adorable|trop mignon(?:ne)?)$/, /\b(?:tu crois|tu penses|tu nous|tu me|t'as decouvert|vous croyez)\b/),
    /\bencore un (?:autre )?qui (?:pense|croit) (?:qu'?y?|qu'il) a (?:decouvert|invente)\b/,
  ],
};

// ---------------------------------------------------------------- unsourced claims
const HEALTH_EN = alt('sterile', 'infertile', 'strep(?: throat)?', 'sore throats?', 'ear infections?', 'pneumonia', 'bronchitis', 'eczema', 'psoriasis', 'measles', 'lyme disease', 'hangovers?', 'cancers?', 'autism', 'hyperactivity', 'adhd', 'infertility', 'depression', 'anxiety', 'obesity', 'diabetes', 'dementia', "alzheimer'?s", 'heart (?:disease|attacks?|problems)', 'asthma', 'allergies', 'acne', 'hair loss', 'baldness', 'migraines?', 'insomnia', 'brain damage', 'memory loss', 'tumou?rs', 'infections?', 'covid', 'the flu', 'flu', 'colds?', 'the common cold', 'strokes?', 'kidney stones', 'liver damage', 'inflammation', 'toxins', 'weight gain', 'weight loss', 'birth defects', 'miscarriages?', 'blindness', 'arthritis', 'immunity', 'your immune system', 'the immune system', 'cholesterol', 'blood pressure', 'sterility', 'dna damage', 'mental illness', 'violence', 'crime', 'autism in kids', 'cavities', 'headaches', 'vitamins', 'nutrients', 'bones', 'blood sugar', 'calcium', 'brain', 'teeth');
const CONTAMINANT = alt('endocrine disruptors', 'perturbateurs endocriniens', 'lead', 'toxins', 'chemicals', 'microplastics', 'bacteria', 'mercury', 'pesticides', 'poison', 'radiation', 'fluoride', 'arsenic', 'parasites', 'carcinogens', 'e ?coli', 'asbestos', 'heavy metals', 'hormones', 'antibiotics', 'glyphosate', 'sewage', 'plomb', 'toxines', 'produits chimiques', 'microplastiques', 'bacteries', 'mercure', 'pesticides', 'poison', 'radiations', 'fluor', 'arsenic', 'parasites', 'cancerigenes', 'amiante', 'metaux lourds', 'hormones', 'antibiotiques', 'egouts');
const HEALTH_FR = alt('steriles?', 'infertiles?', 'angines?', 'otites?', 'pneumonies?', 'bronchites?', 'eczema', 'psoriasis', 'rougeole', 'gueule de bois', 'cancers?', 'autisme', 'hyperactivite', 'tdah', 'infertilite', 'depression', 'anxiete', 'obesite', 'diabete', 'demence', 'alzheimer', 'maladies? (?:du coeur|cardiaques?)', 'crises? cardiaques?', 'asthme', 'allergies', 'acne', 'perte de cheveux', 'calvitie', 'migraines?', 'insomnie', 'lesions? cerebrales?', 'pertes? de memoire', 'tumeurs?', 'infections?', 'covid', 'grippe', 'rhumes?', 'avc', 'calculs renaux', 'inflammation', 'toxines', 'prise de poids', 'malformations', 'fausses couches', 'cecite', 'arthrite', 'immunite', 'systeme immunitaire', 'cholesterol', 'tension', 'sterilite', 'maladies? mentales?', 'violence', 'criminalite', 'caries', 'maux de tete', 'hypertension', 'ulceres?', 'gras(?: du ventre)?', 'graisse', 'glycemie', 'vitamines', 'calcium', 'osteoporose', 'poumons', 'foie', 'adn', 'cellules', 'neurones', 'os');
/** A figure about oneself ("my rent went up 12%", "j'ai couru 10 km en moyenne") is news, not a claim. */
export const PERSONAL = /\b(?:my|mine|i (?:got|paid|pay|scored|ran|lost|earn|make|spent|sleep|work|drink|eat)|mon|ma|mes|j'ai|je (?:paye|paie|gagne|dors|travaille|bois|mange|cours|fais))\b/;
/** A claim shape that a figure about oneself does not make. */
const general = (pattern: RegExp): Matcher => ({ patterns: [pattern], test: (text) => pattern.test(text) && !PERSONAL.test(text) });
const PLACE_EN = alt('world', 'country', 'canada', 'quebec(?! city)', 'north america', 'america', 'europe', 'mls', 'nhl', 'nba', 'nfl', 'cfl', 'league', 'planet', 'province', '(?:stm )?network', 'history', 'earth', 'the west', 'ontario', 'the us');
const PLACE_FR = alt('monde', 'pays', 'canada', 'quebec', 'amerique(?: du nord)?', 'europe', 'france', 'lnh', 'mls', 'lcf', 'nba', 'ligue(?: 1)?', 'planete', 'province', 'occident', 'monde occidental', 'stm', 'reseau', 'histoire', 'ontario');
const COUNTED_EN = alt('people', 'teens', 'kids', 'children', 'students', 'doctors', 'nurses', 'teachers', 'apartments', 'units', 'homes', 'houses', 'condos', 'rentals', 'airbnbs', 'buildings', 'potholes', 'trees', 'street trees', 'cars', 'drivers', 'cyclists', 'immigrants', 'residents', 'quebecers', 'montrealers', 'canadians', 'workers', 'restaurants', 'businesses', 'stores', 'jobs', 'crimes', 'accidents', 'households', 'families', 'voters', 'taxes', 'budget', 'population', 'seniors', 'tenants', 'landlords');
const COUNTED_FR = alt('gens', 'jeunes', 'ados', 'enfants', 'etudiants', 'medecins', 'infirmieres', 'profs', 'enseignants', 'logements', 'appartements', 'condos', 'maisons', 'immeubles', 'nids de poule', 'arbres', 'autos', 'chars', 'automobilistes', 'cyclistes', 'immigrants', 'residents', 'quebecois', 'montrealais', 'francais', 'canadiens', 'travailleurs', 'employes', 'restos', 'restaurants', 'commerces', 'entreprises', 'crimes', 'accidents', 'menages', 'familles', 'electeurs', 'taxes', 'budget', 'population', 'aines', 'locataires', 'proprios', 'proprietaires', 'vols');
const MEASURED_EN = '(?!(?:best|worst|cutest|prettiest|nicest|greatest|coolest|funniest|tastiest|loveliest|sweetest|happiest|cosiest|coziest|scariest|interest|forest|honest|modest|latest|request|protest|contest|suggest|west|rest|test|guest|nest|chest|vest|pest|quest|zest)\\b)[a-z]+est|most (?:polluted|dangerous|expensive|congested|violent|crowded|indebted|taxed|populated|visited|segregated)|least (?:paid|safe|expensive|funded)|(?:lowest|highest|worst|best) (?:paid|rated|ranked|funded|synchroni[sz]ed)';
const MEASURED_FR = '(?:plus|moins) (?:lente?s?|rapides?|chere?s?|polluee?s?|sales?|dangereu(?:x|se|ses)|securitaires?|eleve(?:e|s|es)?|bas(?:se|ses)?|pauvres?|riches?|bondee?s?|peuplee?s?|endettee?s?|taxee?s?|violente?s?|froide?s?|chaude?s?|grande?s?|petite?s?|vieux|vieille|jeunes?|longs?|longues?|cher|payee?s?|heureu(?:x|se|ses)|lourde?s?|dure?s?)|pires?';

const claim: Rules = {
  en: [
    rx(`\\b(?:dissolves?|melts?|flushes(?: out)?|flush out|eliminates?|gets? rid of|wipes? out|causes?|caused|cures?|cured|prevents?|treats?|heals?|reverses?|gives? (?:you|kids|people|children)|triggers?|leads? to|linked to|boosts?|destroys?|weakens?|strengthens?|doubles? (?:the risk of|your risk of)|increases? (?:the risk of|your risk of|rates of)|reduces? (?:the risk of|your risk of)|makes? (?:you|kids|people|children) (?:get )?|causing|poisoning|spikes?)${gap(3)} ${HEALTH_EN}\\b`),
    rx(`\\b(?:is|are|'s|'re|was|were) (?:full of|loaded with|contaminated with|laced with|poisoned with|packed with|riddled with|filled with) ${gap(1)}${CONTAMINANT}\\b`),
    /\b(?:has|have|'s|'ve|had) (?:more than |almost |nearly |literally )?(?:doubled|tripled|quadrupled|halved|skyrocketed|plummeted|exploded|soared|collapsed|risen|dropped|fallen|gone up|gone down|increased|decreased|surged) (?:[a-z]+ ){0,3}(?:since|in the (?:last|past)|over the (?:last|past)|this (?:year|decade)|under|after|because)\b/,
    /(?:,|^| )(?:proven|fact|facts|end of story|guaranteed|look it up)$|\bworks every (?:single )?time\b|\b100 ?% of the time\b|\b(?:the truth is|undeniabl[ey]|it'?s been proven|it has been proven|science has proven|studies have (?:shown|proven)|doctors (?:agree|admit|know|won'?t tell you)|experts (?:agree|admit)|it'?s common knowledge|the science is clear|the data (?:is|are) clear|the numbers don'?t lie)\b/,
    /\b(?:cures?|cured|works?|heals?|treats?) (?:[a-z]+ ){0,6}(?:better|faster|more) than (?:antibiotics|medicine|drugs|vaccines|chemo|chemotherapy|pills|doctors|any (?:drug|medicine|pill))\b|\b(?:doctors|big pharma|the government|scientists|the media) (?:just )?(?:won'?t|don'?t want to|will never) tell you\b|\bthey don'?t want you to know\b/,
    /\b(?:scientists|researchers|doctors|experts|economists|studies) (?:all |now )?(?:agree|admit|confirm|have confirmed|found|have found)\b/,
    /\b(?:destroys?|damages?|rots?|ruins?|wrecks?|fries|fry) (?:your|the|our|kids'?|children'?s) (?:liver|kidneys|brain|heart|lungs|gut|stomach|teeth|dna|immune system)\b/,
    /\b\d+ (?:accidents?|deaths|crimes|thefts|cases|incidents|overdoses|injuries|collisions|assaults|break ?ins|murders) (?:a|per|every|each) (?:day|week|month|year)\b|\b(?:half|a third|a quarter|two thirds|three quarters) of (?:all |the )?[a-z]+(?: [a-z]+){0,4} (?:are|is|were) (?:illegal|fake|fraudulent|empty|vacant|unlicensed|criminals?)\b|\btakes? \d+ (?:more )?(?:minutes?|hours?) (?:longer|more)\b/,
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|half|a third|a quarter|most|nine out of ten|9 out of 10) (?:[a-z]+ ){0,2}(?:in|out of) (?:\d+|ten|five|four|three|two|every)\b|\b(?:\d+(?:[.,]\d+)?|two|three|four|five|ten|a hundred) times (?:more|less|higher|lower|cheaper|faster|slower|bigger|the (?:legal|rate|risk|amount|price|number|average)|as (?:likely|many|much|fast|long))\b|\b(?:twice|half) as (?:fast|much|many|long|likely|often|expensive)\b|\b(?:tripled|doubled|halved|quintupled) (?:the|its|their|your)\b|\b(?:doubles?|triples?|halves?) (?:your|the) (?:[a-z]+ )?risk\b/,
    rx(`\\bthe (?:[a-z]+ ){0,2}(?:${MEASURED_EN}) (?:[a-z]+ ){0,3}(?:in|of|on) (?:all of |the whole |the entire |all )?(?:the )?(?:[a-z]+ )?${PLACE_EN}\\b`),
    general(/\b(?:more|less|fewer|worse|better|cheaper|faster|slower|higher|lower) (?:[a-z]+ ){0,4}than (?:any|every|all|the rest of|anywhere|any other)\b|\b(?:kills?|costs?|makes?|earns?|spends?|has|have) (?:way |far |much )?(?:more|less|fewer|worse|better) (?:[a-z]+ ){0,2}than\b/),
    /\b(?:it'?s|that'?s|its|this is) (?:just |simple |basic |well )?(?:documented|history|biology|chemistry|physics|math|maths|settled science|measured|a known fact)\b|\bsettled science\b|\b(?:research|science|studies) (?:has|have) (?:proven|shown|confirmed) (?:it|this|that)\b|\bevery (?:engineer|doctor|nurse|scientist|expert|cop|teacher|economist|mechanic|paramedic) (?:here )?knows\b|\b(?:doctors|experts|scientists) have known\b|\btops every (?:ranking|list|study)\b/,
    general(/\b(?:on average|averages?|average) (?:[a-z]+ ){0,4}\d+|\b\d+(?:[.,]\d+)? (?:[a-z]+ ){0,4}on average\b/),
    general(rx(`(?:^|\\b(?:that|because|since|now) )(?:over |more than |almost |nearly |about )?(?:half|a third|a quarter|two thirds|three quarters) (?:of )?(?:the |all |our )?(?:[a-z']+ ){0,2}${COUNTED_EN}\\b`)),
    general(/\b(?:costs?|kills?|loses?|carries|carry|spends?|pays?|earns?) (?:[a-z]+ ){0,3}(?:about |over |fewer than |less than |more than |almost )?(?:a|\d[\d ]*) ?(?:k|m|billion|million|thousand|dollars|people|hours|cents)? ?(?:dollars |people |hours )?(?:a|per|every) (?:year|day|week|month|capita)\b|\bkills? (?:about |over |around )?(?:\d[\d ]*|half|a third) (?:of )?(?:the |all )?(?:[a-z]+ )?(?:brain cells|cells|neurons|people|birds|trees|fish|bees)\b/),
    /\b(?:has|have|'s|'ve) (?:quintupled|gone up (?:four|five|ten) times)\b|\bwent up (?:two|three|four|five|ten|\d+) times\b/,
    // a cause, a danger or a content stated as fact ("the antennas are why we all get migraines")
    rx(`\\b(?:is|are|was|were) (?:the (?:real |main )?reason|why)${gap(6)} ${HEALTH_EN}\\b`),
    /\b(?:more|less|just as|as) (?:dangerous|harmful|toxic|deadly|addictive|carcinogenic|unhealthy) (?:than|as) (?:smoking|cigarettes|alcohol|heroin|cocaine|sugar|asbestos|crack|meth)\b/,
    rx(`\\b(?:contains?|contained|has|have) (?:high levels of |traces of |dangerous levels of )?${CONTAMINANT}\\b`),
    // a conspiracy: an event staged for a hidden motive, a price set in secret
    both(/\b(?:was|is|are|were) (?:all )?(?:fake|a hoax|staged|a psyop|a cover ?up|made up|rigged|planned)\b/, /\bthey (?:just |only )?(?:wanted|want|needed|need) (?:to|us|you)\b/),
    /\bsecretly (?:fixed|set|controlled|rigged|decided|owned|run|poisoning|adding|putting)\b|\b(?:fixed|set|decided|rigged) in secret\b/,
  ],
  fr: [
    rx(`\\b(?:dissout|dissolvent|elimine(?:nt)?|fait (?:fondre|disparaitre)|font (?:fondre|disparaitre)|provoque(?:nt)?|cause(?:nt)?|guerit|guerissent|previent|previennent|soigne(?:nt)?|declenche(?:nt)?|mene(?:nt)? a|lie(?:e|es|s)? a|renforce(?:nt)?|detruit|detruisent|affaiblit|affaiblissent|double(?:nt)? le risque d[e'] ?|augmente(?:nt)? le risque d[e'] ?|reduit|reduisent|rend(?:ent)? (?:les enfants|les gens|les jeunes)?|donne(?:nt)?|detoxifie(?:nt)?|regle(?:nt)?|modifie(?:nt)?|tue(?:nt)?|fait (?:pas )?monter|font (?:pas )?monter|deshydrate(?:nt)?)${gap(3)} ${HEALTH_FR}\\b`),
    rx(`\\b(?:est|sont|etait|etaient) (?:plein|pleine|pleins|pleines|bourre|bourree|bourrees|bourres|rempli|remplie|remplies|remplis|contamine|contaminee|contamines|contaminees|charge|chargee|infeste|infestee|gorge|gorgee) (?:de |d')${gap(1)}${CONTAMINANT}\\b`),
    /\b(?:a|ont|avait|avaient|est|sont) (?:plus que |presque |litteralement )?(?:double|triple|quadruple|explose|chute|baisse de moitie|augmente|diminue|grimpe|monte|baisse|recule) (?:[a-z']+ ){0,3}(?:depuis|en|sous|apres|l'an|cette annee|ces dernieres annees|a cause)\b/,
    /(?:,|^| )(?:prouve|point final|c'est (?:tout|comme ca)|garanti|100 ?%|renseigne[ -]toi|la science)$|\b(?:ca )?marche a (?:tous les|chaque) coups?\b|\b(?:la verite c'est que|indeniable(?:ment)?|c'est prouve|il a ete prouve|la science (?:l'a|a) (?:prouve|demontre)|les (?:etudes|recherches) (?:l'ont|ont) (?:montre|prouve|demontre)|les medecins (?:le savent|l'admettent|ne te le diront pas)|les experts (?:sont d'accord|l'admettent)|la science est claire|les chiffres (?:ne )?mentent (?:pas|jamais)|les chiffres sont clairs)\b/,
    /\b(?:les )?(?:medecins|scientifiques|experts|gouvernement|medias|pharmaceutiques|autorites) (?:te |nous |vous )?(?:le |la |les |l')?(?:cachent|cache|cachaient)\b|\bon (?:te|nous|vous) (?:le )?cache\b/,
    /\b(?:les )?(?:scientifiques|chercheurs|medecins|experts|economistes|etudes) (?:sont (?:tous )?d'accord|l'admettent|admettent|confirment|ont confirme|ont trouve)\b/,
    /\b(?:detruit|detruisent|abime|abiment|endommage|endommagent|bousille|bousillent|ruine|ruinent|pourrit|pourrissent) (?:le|les|ton|ta|tes|votre|vos|notre|nos) (?:foie|reins|cerveau|coeur|poumons|estomac|intestins|dents|adn|systeme immunitaire)\b/,
    /\b\d+ (?:accidents?|morts|deces|crimes|vols|cas|incidents|overdoses|blesses|collisions|agressions|cambriolages|meurtres) (?:par|chaque|a la|au) (?:jour|semaine|mois|an|annee)\b|\b(?:la moitie|le tiers|le quart|les deux tiers|les trois quarts) (?:des|de|du) [a-z']+(?: [a-z']+){0,4} (?:sont|est|etaient) (?:illegaux|illegales|illegal|illegale|faux|fausses|frauduleux|frauduleuses|vides|vacants|inoccupes|sans permis|criminels)\b|\b(?:mettent|prennent|met|prend) (?:maintenant )?\d+ (?:minutes?|heures?) de plus\b/,
    general(/(?!\b(?:7 jours sur 7|24 (?:heures |h )?sur 24))\b(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|la moitie) (?:[a-z'-]+ ){0,3}sur (?:\d+|dix|cinq|quatre|trois|deux)\b(?! (?:generations?|ans|mois|semaines|jours|heures|minutes|km|metres))|\b(?:\d+(?:[.,]\d+)?|deux|trois|quatre|cinq|dix|cent) fois (?:plus|moins)\b|\bmultiplie(?:e|s|es)? par (?:\d+|deux|trois|quatre|cinq|dix)\b|\b(?:a|ont|va|vont) (?:fait )?(?:doubler|tripler|quadrupler|fermer)\b|\bperdu la moitie\b|\b(?:coupe|reduit|diminue)n?t? de moitie\b|\b(?:double|triple)n?t? (?:ton|votre|le) risque\b/),
    rx(`\\b(?:le|la|les|l') ?(?:[a-z']+ ){0,3}(?:${MEASURED_FR}) (?:[a-z']+ ){0,3}(?:de|du|des|d'|au|aux|en|dans) ?(?:tout |toute |toutes |tous )?(?:l'|la |le |les )?(?:[a-z-]+ )?${PLACE_FR}\\b`),
    general(/\bplus (?:de |d')?(?:[a-z']+ ){0,3}que (?:n'importe (?:quel|quelle|qui|ou)|tous les|toutes les|tout le|toute la|le reste|partout|les [a-z]+ (?:en ville|au canada))\b|\b(?:tuent|tue|coute|coutent|gagne|gagnent|causent|cause) plus (?:de |d')?(?:[a-z']+ )?que\b/),
    /\bc'est (?:juste |de la |des |du )?(?:documente|reconnu|statistique|biologique|mesure|etabli|physiologie(?: de base)?|biologie|chimie|physique|maths|mathematique|science)\b|\bfait etabli\b|\b(?:medicalement|scientifiquement|statistiquement|cliniquement) (?:demontre|prouve|etabli)e?s?\b|\bc prouve\b|\by'?a (?:meme )?pas de debat\b|\bdans tous les classements\b|\bles (?:stats|statistiques|chiffres) le (?:prouvent|montrent|disent)\b|\b(?:tous )?les [a-z]+ (?:le|te|nous|vous) (?:disent|diront|confirment|repetent|prouvent)\b|\b(?:me|m') ?l'a confirme\b|\b(?:elle|il) le confirme\b|\bdemandez (?:aux|a n'importe quel) (?:policiers|medecins|profs|infirmieres|pompiers|veterinaires|[a-z]+)\b|\bc'est mesure\b/,
    general(/\ben moyenne\b(?: [a-z']+){0,4} \d+|\b\d+(?:[.,]\d+)? (?:[a-z']+ ){0,4}en moyenne\b|\b(?:moyen|moyenne|median|mediane) (?:[a-z'-]+ ){0,5}(?:est|sont|etait|de) (?:de )?\d+/),
    general(rx(`(?:^|\\b(?:que|parce que|car|maintenant) )(?:plus de |presque |pres de )?(?:la moitie|le tiers|le quart|les deux tiers|les trois quarts) (?:des|de|du|d') ?(?:[a-z']+ ){0,1}${COUNTED_FR}\\b`)),
    /\b(?:plus|aussi|moins) (?:dangereu(?:x|se|ses)|nocifs?|nocives?|toxiques?|mortel(?:le|s|les)?|cancerigenes?|mauvais(?:es?)? pour (?:la sante|le coeur)) que (?:la cigarette|les cigarettes|le tabac|l'alcool|la cocaine|l'heroine|le sucre|l'amiante|le crack|la clope)\b/,
    rx(`\\b(?:contient|contiennent|contenait|contenaient|renferme(?:nt)?) (?:des |du |de la |de l'|d')?(?:niveaux eleves de |traces de |doses dangereuses de )?${CONTAMINANT}\\b`),
    both(/\b(?:etait|est|sont|etaient) (?:toute? )?(?:fausses?|faux|bidon|un canular|mise? en scene|truque(?:e|s|es)?|planifie(?:e|s|es)?|arrange(?:e|s|es)?)\b/, /\b(?:ils|y) (?:voulaient|veulent|voulait) (?:juste |seulement )?(?:nous|vous|te|[a-z]+er)\b/),
    /\b(?:fixe|decide|controle|truque)(?:e|s|es)? en secret\b/,
    general(/\b(?:perd|perdent|passent|passe|depense|depensent|paye|payent|paie|paient|coute|coutent|transporte|transportent|gagne|gagnent|travaillent|vivent|vit|enleve|enlevent) (?:[a-z']+ ){0,3}(?:moins de |plus de |pres de )?\d[\d ]* ?(?:ans|heures|personnes|dollars|euros|cennes|kilos|minutes)? (?:[a-z']+ ){0,3}(?:par|chaque|de plus|de moins|de vie)\b/),
  ],
};

/** Frames by category, added to the fixed expressions of lexicon.ts. */
export const FRAMES = { threat, selfHarm, hate, insult: { en: insult.en, fr: insultFr }, generalisation, dismissive, claim } as const;

/** A name-calling clause on its own ("Cry harder, snowflake.", "Bien essayé, le clown"). */
export const VOCATIVE = rx(`^(?:hey |eh |you |ya |u |mon |ma |le |la |l'|les |pauvre |gros |grosse |espece de |sale |petit |petite |ok |okay |sure |bye |nice try |bien essaye |merci |bravo )*(?:${ADJ_EN} )?(?:${WEAK_EN}|${STRONG_EN}|${WEAK_FR}|${STRONG_FR})$`);

/**
 * The word classes above, for the harm model (harm-model.ts): a text's words become the classes
 * they belong to ("shovel" and "hache" both a weapon), so what the model learns of one word
 * carries over to its class. French verbs are stems: only their verb forms count.
 */
export const WORD_CLASSES: Record<string, RegExp> = Object.fromEntries(
  Object.entries({
    outcome: alt(OUTCOME_EN, OUTCOME_FR),
    death: alt(DEATH_PARTICIPLE_EN, DEATH_PARTICIPLE_FR),
    weapon: alt(WEAPON_EN, WEAPON_FR),
    body: alt(BODY_EN, BODY_FR),
    violent: alt(VIOLENT_EN_FORMS, `${VIOLENT_FR}(?:er|e|es|ee|ees|ent|era|erai|erais|eras|eront|ons|ez|ant|i|is|it)`),
    self: SELF_EN,
    protected: alt(PROTECTED_EN, PROTECTED_FR),
    dehumanise: alt(DEHUMANISE_EN, DEHUMANISE_FR),
    exclude: alt(EXCLUDE_EN, EXCLUDE_FR),
    insult: alt(STRONG_EN, WEAK_EN, STRONG_FR, WEAK_FR),
    person: alt(PERSON_NOUN_EN, PERSON_FR),
    intent: alt(INTENT_EN, INTENT_FR_MARKED),
  }).map(([name, source]) => [name, new RegExp(`(?<![a-z'])${source}(?![a-z'])`, 'g')]),
);

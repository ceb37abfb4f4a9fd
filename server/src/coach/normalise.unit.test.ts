import { normalise } from './normalise';

test.each([
  ['K I L L yourself', 'kill yourself'],
  ['k.i.l.l y.o.u.r.s.e.l.f', 'killyourself'],
  ['you are an idi0t!!!', 'you are an idiot'],
  ['@sshole', 'asshole'],
  ['f*ck off', 'fuck off'],
  ['Tu es un CONNARD', 'tu es un connard'],
  ['Espèce d’abrutie', "espece d'abrutie"],
  ['kiiiiill', 'kill'],
  ['s u i c i d e - t o i', 'suicide toi'],
  // a wider gap parts the words of spaced letters, however wide the gap between letters
  ['t e  c r e v e r  c’est tout', "te crever c'est tout"],
  ['k  i  l  l    y  o  u', 'kill you'],
  ['I have 3 cats and 10 dogs!', 'i have 3 cats and 10 dogs'],
  // ligatures are two letters, not one accented letter
  ['Dors avec un Œil ouvert, ma sœur', 'dors avec un oeil ouvert ma soeur'],
])('%s -> %s', (input, output) => expect(normalise(input)).toBe(output));

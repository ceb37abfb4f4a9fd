// naughty-words ships JSON word lists per language code and no types.
declare module 'naughty-words' {
  const lists: Record<string, string[]>;
  export default lists;
}

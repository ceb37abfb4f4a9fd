// The coach on a text being written: its hook, the suggestions it shows, and what a refusal carries.
export { Suggestions } from './Suggestions';
export { blockedSuggestions, useTextAnalysis } from './useTextAnalysis';

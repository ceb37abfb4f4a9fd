// Changes to the signed-in user's account (the header saves the chosen language).
export { useUpdateMeMutation } from './endpoints';

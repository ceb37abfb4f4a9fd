// Choosing a post image and uploading it.
export { ImagePicker, releasePreview, type ChosenImage } from './ImagePicker';
export { uploadImage } from './uploadImage';

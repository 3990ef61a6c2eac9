export { GalleryPage } from './components/gallery-page';

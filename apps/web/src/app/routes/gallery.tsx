import { usePageMeta } from '../../components/page-title';
import { GalleryPage } from '../../features/gallery';
import { paths } from '../paths';

export function Component() {
  usePageMeta('Gallery', 'Pictures from CSMIT events: the Enigma and Carteblanche symposia, workshops, contests and the team behind them.');
  return <GalleryPage homePath={paths.home} />;
}

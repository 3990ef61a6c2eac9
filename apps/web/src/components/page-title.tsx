import { useEffect } from 'react';

/** Sets the document title and meta description for a route. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes('CSMIT') ? title : `${title} | CSMIT`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

/** iOS Safari zooms into focused inputs; SPEC §2 forces the maximum page zoom to 1.0 there. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

export function limitZoomOnIos(doc: Document = document, nav = navigator): void {
  if (!isIos(nav)) return;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (meta && !/maximum-scale/.test(meta.content)) meta.content = `${meta.content}, maximum-scale=1.0`;
}

/** Paths of this remote's screens, as data (relative to nothing: absolute portal paths). */
export function roomSlug(roomName: string): string {
  return roomName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const paths = {
  dashboard: (tenancyId: string) => `/t/${tenancyId}`,
  overview: (tenancyId: string, quantity: string) => `/t/${tenancyId}/consumption/${quantity}`,
  price: (tenancyId: string, quantity: string) => `/t/${tenancyId}/consumption/${quantity}/price`,
  room: (tenancyId: string, quantity: string, roomName: string) =>
    `/t/${tenancyId}/consumption/${quantity}/room/${roomSlug(roomName)}`,
  meter: (tenancyId: string, quantity: string, meterId: string) =>
    `/t/${tenancyId}/consumption/${quantity}/meter/${encodeURIComponent(meterId)}`,
  indoorClimate: (tenancyId: string) => `/t/${tenancyId}/consumption/indoor-climate`,
};

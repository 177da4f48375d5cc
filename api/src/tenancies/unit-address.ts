// A unit's address as the original API splits it (`street`, `unitNumber`, `location`): the stored
// address is the street and number followed by the unit's number (`Thorvald Meyers gate 12, H0101`).

/**
 * The street and number of a unit's address: the address without the unit's number at its end (after a
 * comma or a space). An address that does not end with the unit's number is the street as it is.
 */
export function streetOf(address: string, unitNumber: string): string {
  const trimmed = address.trim();
  const number = unitNumber.trim();
  if (!number || !trimmed.endsWith(number)) return trimmed;
  const rest = trimmed.slice(0, -number.length);
  // Only a whole unit number: `Storgata 12` does not end with the unit number `2`.
  if (!/[\s,]$/.test(rest)) return trimmed;
  const street = rest.replace(/[\s,]+$/, '');
  return street || trimmed;
}

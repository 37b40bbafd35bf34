/**
 * The zone every date and time is shown in: the signed-in member's profile time zone (an IANA name
 * or a fixed "UTC+07:00"), else the browser's. Set by the auth provider whenever the user changes;
 * kept apart from format.ts so the first screen does not load the formatting code with it.
 */
let displayZone: string | undefined;

export function setDisplayTimeZone(zone: string | null | undefined) {
  displayZone = zone || undefined;
}

/** The profile's zone, undefined for the browser's. */
export const chosenTimeZone = () => displayZone;

/**
 * What a renter's trips set carries in place of a lookup session (issue 25 item 7): the renter's
 * token names the fleet, so the payment and claim calls send no sessionId for it.
 */
export const renterSessionMarker = 'renter';

/** The header naming the white-label (tenant) a request is for; the spec's "white-label host header". */
export const whitelabelHostHeader = 'x-whitelabel-host';

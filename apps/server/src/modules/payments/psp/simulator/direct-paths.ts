/** Where the simulators answer server-to-server calls (registered under '/psp-simulator'). */
export const PAYBOX_SIMULATOR_DIRECT_PATH = '/psp-simulator/paybox/PPPS.php';
/** Prefix of the simulated credit.aspx and inquire.aspx. */
export const AXEPTA_SIMULATOR_DIRECT_PREFIX = '/psp-simulator/axepta';

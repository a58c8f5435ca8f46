import type { App } from '../../src/app.js';
import { DEVICE_COOKIE } from '../../src/modules/auth/devices.js';

let addresses = 0;

/** A client address no earlier call gave (the app reads it from the socket: `trustProxy` is off in tests). */
export function newAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A login sent from the client address `from`, showing the device cookie `device` when given. */
export function loginFrom(app: App, userId: string, userPw: string, from: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userId, userPw },
    remoteAddress: from,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
}

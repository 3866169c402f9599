const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;
const PHONE_MAX_WIDTH = 768;

/** Chooses the mobile variant from the user agent, or a phone-width viewport (design: web.md). */
export function isMobileDevice(ua: string = navigator.userAgent, width: number = window.innerWidth): boolean {
  return MOBILE_UA.test(ua) || width <= PHONE_MAX_WIDTH;
}

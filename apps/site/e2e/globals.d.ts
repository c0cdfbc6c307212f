interface Window {
  __TESSERA_DOCS__?: { version: string };
  __TESSERA_HYDRATION_ERRORS__?: string[];
}

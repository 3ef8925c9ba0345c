/** Version of svc-sdk, sent to the engine in `engine::workers::register` (kept equal to package.json by a test). */
export const SDK_VERSION = '0.1.0';

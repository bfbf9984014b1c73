export { removeRunDataDir as default } from '@trailside/testing/playwright';

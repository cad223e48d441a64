// The testing kit every package's front-end tests share (React-free; the SWR wrappers are in ./react).
export { FakeResponse, encodeAnswer, type FakeAnswer } from './fake-response';
export { FakeNetwork, installFakeNetwork, restoreNetwork, fakeNetworkPerTest, type Route } from './fake-network';
export { FakeXhr, type ScriptedSave } from './fake-xhr';
export type { SentRequest } from './sent-request';
export { partText } from './part-text';
export { listAnswer, listPage, manyRecipes, summary } from './recipe-list';
export { makeRecipe } from './recipe-fixture';

// SPEC's older subscription page shows the same plans; one page keeps them from drifting apart.
export { default } from "./my-subscription";

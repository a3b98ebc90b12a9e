/** The company's money rules, pure and shared by the server, the desk and the trip page. */
export * from "./types";
export * from "./rupees";
export * from "./typed-whole";
export * from "./policy-tables";
export * from "./days";
export * from "./quote";
export * from "./private-room";
export * from "./schedule";
export * from "./due-window";
export * from "./allocation";
export * from "./refunds";
export * from "./date-change";
export * from "./credits";
export * from "./money-due";
export * from "./account-view";

export * from "./enums";
export * from "./users";
export * from "./places";
export * from "./projects";
export * from "./properties";
export * from "./leads";
export * from "./billing";
export * from "./insights";

// Filled by the application issue (14).
export {};

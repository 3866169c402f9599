/** Resolves in a later task: what follows does not lengthen the task that is running. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

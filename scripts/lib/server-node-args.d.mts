/** Node's flags for the production server (server-node-args.mjs). */
export declare const SERVER_NODE_ARGS: string[];

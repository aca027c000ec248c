import "@prenup/ui/styles.css";
import { startApp } from "@prenup/ui/app";
import { SIGN_OUT_PATH, config } from "./config.ts";
import { routes } from "./app/routes.tsx";

startApp({ config, signOutPath: SIGN_OUT_PATH, routes });

# Éclat in production (docs/deploy.md). Two stages: `build` installs everything and makes the
# production bundles and the compiled server (dist/server, issue #39); `runtime` keeps the production
# dependencies, the bundles and the compiled server, as a non-root user, and runs the server with plain node
# (no transpiler at run time). src/ and modules/ stay for the files the server reads beside its sources (the
# gazetteer, the legal texts) and for the operators' scripts (`npm run db:migrate`, `npm run db:seed`).
# scripts/ci/docker-recipe.sh performs these very steps in a clean folder in CI (no container engine
# there): keep both in step.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Dependencies first: this layer is reused until the lockfile changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.base.json openapi.yaml asyncapi.yaml ./
COPY scripts ./scripts
COPY src ./src
COPY modules ./modules
COPY web ./web
COPY admin-console ./admin-console
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/tsconfig.base.json /app/openapi.yaml /app/asyncapi.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
COPY --from=build /app/modules ./modules
# The locales: the API's error messages and the server-rendered pages read them.
COPY --from=build /app/web/public ./web/public
# The only writable place (local uploads when S3_BUCKET is unset; use a volume or, better, S3).
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself as the container's process (no npm in between): what `npm start` runs once the build is current.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]

import { deployCommands } from '../bot/deploy.js';
import { ConfigError, loadConfig } from '../config.js';

/** `npm run deploy:commands`: registers the slash commands with Discord (or DISCORD_API_URL). */
try {
  const config = loadConfig();
  if (!config.discordToken || !config.discordAppId) {
    process.stderr.write(
      'Set DISCORD_TOKEN and DISCORD_APP_ID (see .env.example). The sandbox registers its commands by itself at npm start.\n',
    );
    process.exit(1);
  }
  const result = await deployCommands({
    token: config.discordToken,
    appId: config.discordAppId,
    guildId: config.discordGuildId,
    apiUrl: config.discordApiUrlSet ? config.discordApiUrl : undefined,
  });
  process.stdout.write(
    result.scope === 'guild'
      ? `Registered ${result.count} commands in guild ${config.discordGuildId} (they appear at once).\n`
      : `Registered ${result.count} global commands (Discord may take up to an hour to show changes).\n`,
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Could not register the commands: ${String(error)}`}\n`,
  );
  process.exit(1);
}

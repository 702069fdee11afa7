// The sandbox page: a small Discord client for Umpire's local sandbox. Plain JavaScript, no build step.

const $ = (selector) => document.querySelector(selector);
const api = async (path, options = {}) => {
  const response = await fetch(path, { headers: { 'content-type': 'application/json' }, ...options });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
  return body;
};

const TEXT = {
  en: {
    placeholder: 'Type / for commands',
    send: 'Send',
    onlyYou: 'Only you can see this',
    dismiss: 'Dismiss',
    thinking: 'Umpire is thinking…',
    noResponse: 'The application did not respond.',
    slashOnly: 'Umpire answers slash commands: type / to see them.',
    required: 'Fill in the required option: ',
    notice: 'Sandbox: this server and its messages are kept in memory; a restart starts afresh, games included.',
    noCommand: 'No such command: ',
    choose: 'Choose…',
    pinned: 'Pinned',
  },
  it: {
    placeholder: 'Scrivi / per i comandi',
    send: 'Invia',
    onlyYou: 'Solo tu puoi vedere questo messaggio',
    dismiss: 'Ignora',
    thinking: 'Umpire sta pensando…',
    noResponse: "L'applicazione non ha risposto.",
    slashOnly: 'Umpire risponde ai comandi slash: scrivi / per vederli.',
    required: "Compila l'opzione obbligatoria: ",
    notice: 'Sandbox: questo server e i suoi messaggi sono in memoria; un riavvio riparte da zero, partite comprese.',
    noCommand: 'Comando inesistente: ',
    choose: 'Scegli…',
    pinned: 'Fissato',
  },
};

const app = {
  state: null,
  me: localStorage.getItem('umpire.user') ?? null,
  channel: localStorage.getItem('umpire.channel') ?? null,
  messages: new Map(),
  dismissed: new Set(),
  unread: new Set(),
  events: null,
  draft: null, // { command, path: [sub...], spec: option specs, values: {} }
  suggestions: [],
  selected: 0,
  // Whether the message list follows the newest message (false once the reader scrolls up to older ones).
  stick: true,
};

const me = () => app.state.users.find((u) => u.id === app.me) ?? app.state.users[0];
const lang = () => (me().locale.startsWith('it') ? 'it' : 'en');
const tr = (key) => TEXT[lang()][key];
const localName = (item) => (lang() === 'it' ? (item.name_localizations?.it ?? item.name) : item.name);
const localDescription = (item) =>
  lang() === 'it' ? (item.description_localizations?.it ?? item.description) : item.description;

async function loadState() {
  app.state = await api('/sandbox/api/state');
  if (!app.state.users.some((u) => u.id === app.me)) app.me = app.state.users[0].id;
  const channels = app.state.channels;
  if (!channels.some((c) => c.id === app.channel))
    app.channel = channels.find((c) => c.name === 'regole')?.id ?? channels[0].id;
  renderSidebar();
  renderChrome();
}

function renderSidebar() {
  $('#guild-name').textContent = app.state.guild.name;
  const nav = $('#channels');
  nav.replaceChildren();
  const top = app.state.channels.filter((c) => !c.thread);
  for (const channel of top) {
    nav.append(channelButton(channel, `# ${channel.name}`));
    for (const thread of app.state.channels.filter((c) => c.thread && c.parent_id === channel.id))
      nav.append(channelButton(thread, `└ ${thread.name}`, true));
  }
  const userSelect = $('#user-select');
  userSelect.replaceChildren(...app.state.users.map((u) => new Option(u.name, u.id, false, u.id === app.me)));
  $('#locale-select').value = me().locale.startsWith('it') ? 'it' : 'en-US';
}

function channelButton(channel, label, thread = false) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `channel${thread ? ' thread' : ''}${channel.id === app.channel ? ' active' : ''}${app.unread.has(channel.id) ? ' unread' : ''}`;
  button.textContent = label;
  button.dataset.channel = channel.id;
  button.dataset.name = channel.name;
  button.addEventListener('click', () => selectChannel(channel.id));
  return button;
}

function renderChrome() {
  const channel = app.state.channels.find((c) => c.id === app.channel);
  $('#channel-title').textContent = channel ? `${channel.thread ? '🧵' : '#'} ${channel.name}` : '';
  $('#notice').textContent = tr('notice');
  $('#input').placeholder = tr('placeholder');
  $('#send').textContent = tr('send');
}

async function selectChannel(id) {
  app.channel = id;
  localStorage.setItem('umpire.channel', id);
  app.unread.delete(id);
  app.messages.clear();
  const list = await api(`/sandbox/api/messages?channel=${id}&as=${app.me}`);
  for (const message of list) app.messages.set(message.id, message);
  app.stick = true;
  renderSidebar();
  renderChrome();
  renderMessages();
}

function connectEvents() {
  app.events?.close();
  app.events = new EventSource(`/sandbox/api/events?as=${app.me}`);
  const upsert = (event) => {
    const message = JSON.parse(event.data);
    if (message.channel_id !== app.channel) {
      app.unread.add(message.channel_id);
      renderSidebar();
      return;
    }
    app.messages.set(message.id, message);
    renderMessages();
  };
  app.events.addEventListener('message-create', upsert);
  app.events.addEventListener('message-update', upsert);
  app.events.addEventListener('message-delete', (event) => {
    const { id } = JSON.parse(event.data);
    app.messages.delete(id);
    renderMessages();
  });
  app.events.addEventListener('state', () => void loadState());
}

// -- messages -------------------------------------------------------------------------------------------------

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Discord markdown, enough for what a bot writes: code, bold, italics, underline, strikethrough, mentions. */
function markdown(source) {
  const blocks = [];
  let text = escapeHtml(source).replace(/```(?:\w*\n)?([\s\S]*?)```/g, (_, code) => {
    blocks.push(`<pre><code>${code}</code></pre>`);
    return `\uE000${blocks.length - 1}\uE000`;
  });
  text = text.replace(/`([^`\n]+)`/g, (_, code) => {
    blocks.push(`<code>${code}</code>`);
    return `\uE000${blocks.length - 1}\uE000`;
  });
  text = text
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<u>$1</u>')
    .replace(/\*([^*\n]+)\*/g, '<em>$1</em>')
    .replace(/(^|\W)_([^_\n]+)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<s>$1</s>')
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(userName(id))}</span>`)
    .replace(
      /&lt;#(\d+)&gt;/g,
      (_, id) => `<span class="mention channel-link" data-channel="${id}">#${escapeHtml(channelName(id))}</span>`,
    );
  return text.replace(/\uE000(\d+)\uE000/g, (_, i) => blocks[Number(i)]);
}

const userName = (id) =>
  app.state.users.find((u) => u.id === id)?.name ?? (app.state.bot.id === id ? app.state.bot.username : 'unknown');
const channelName = (id) => app.state.channels.find((c) => c.id === id)?.name ?? 'channel';

const atBottom = (box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 40;

/** Keeps the newest message in view while the reader follows it, also once a picture has loaded and grown. */
function followNewest() {
  const box = $('#messages');
  if (app.stick) box.scrollTop = box.scrollHeight;
}

function renderMessages() {
  const box = $('#messages');
  box.replaceChildren(...[...app.messages.values()].filter((m) => !app.dismissed.has(m.id)).map(renderMessage));
  followNewest();
}

function renderMessage(message) {
  const item = document.createElement('article');
  item.className = `message${message.ephemeral ? ' ephemeral' : ''}`;
  item.dataset.id = message.id;
  const bot = message.author?.bot === true;
  const time = new Date(message.timestamp).toLocaleTimeString(lang() === 'it' ? 'it-IT' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const loading = (message.flags & 128) !== 0;
  const pin = message.pinned ? `<span class="pinned" aria-label="${tr('pinned')}">📌 ${tr('pinned')}</span>` : '';
  if (message.pinned) item.classList.add('is-pinned');
  item.innerHTML = `<div class="meta"><span class="author${bot ? ' bot' : ''}">${escapeHtml(message.author?.global_name ?? message.author?.username ?? '')}</span>${bot ? '<span class="tag">BOT</span>' : ''}<span class="time">${time}</span>${pin}</div>
    <div class="content">${loading ? `<span class="loading">${tr('thinking')}</span>` : markdown(message.content ?? '')}</div>`;
  for (const embed of message.embeds ?? []) {
    const block = document.createElement('div');
    block.className = 'embed';
    block.innerHTML = `${embed.title ? `<div class="embed-title">${markdown(embed.title)}</div>` : ''}${embed.description ? `<div class="content">${markdown(embed.description)}</div>` : ''}${(embed.fields ?? []).map((f) => `<div><strong>${markdown(f.name)}</strong><div class="content">${markdown(f.value)}</div></div>`).join('')}`;
    item.append(block);
  }
  if ((message.attachments ?? []).length > 0) {
    const files = document.createElement('div');
    files.className = 'attachments';
    for (const attachment of message.attachments) {
      if ((attachment.content_type ?? '').startsWith('image/')) {
        const image = document.createElement('img');
        image.src = attachment.url;
        image.alt = attachment.description ?? attachment.filename;
        image.title = attachment.description ?? '';
        image.addEventListener('click', () => openLightbox(attachment.url, image.alt));
        image.addEventListener('load', followNewest);
        files.append(image);
      } else {
        const link = document.createElement('a');
        link.href = attachment.url;
        link.textContent = `📎 ${attachment.filename}`;
        link.download = attachment.filename;
        files.append(link);
      }
    }
    item.append(files);
  }
  if ((message.components ?? []).length > 0) item.append(renderComponents(message));
  if (message.ephemeral) {
    const note = document.createElement('div');
    note.className = 'ephemeral-note';
    note.innerHTML = `👁 ${tr('onlyYou')} · <a href="#" class="dismiss">${tr('dismiss')}</a>`;
    note.querySelector('.dismiss').addEventListener('click', (event) => {
      event.preventDefault();
      app.dismissed.add(message.id);
      renderMessages();
    });
    item.append(note);
  }
  item
    .querySelectorAll('.channel-link')
    .forEach((link) => link.addEventListener('click', () => selectChannel(link.dataset.channel)));
  return item;
}

function renderComponents(message) {
  const box = document.createElement('div');
  box.className = 'components';
  for (const row of message.components) {
    const line = document.createElement('div');
    line.className = 'row';
    for (const component of row.components ?? []) {
      if (component.type === 2) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `style-${component.style ?? 2}`;
        button.textContent = component.label ?? '';
        button.disabled = component.disabled === true;
        button.addEventListener(
          'click',
          () => void interact({ kind: 'button', message: message.id, customId: component.custom_id }),
        );
        line.append(button);
      } else if (component.type === 3) {
        const select = document.createElement('select');
        select.append(new Option(component.placeholder ?? tr('choose'), '', true, true));
        select.options[0].disabled = true;
        for (const option of component.options ?? []) select.append(new Option(option.label, option.value));
        select.addEventListener(
          'change',
          () =>
            void interact({
              kind: 'select',
              message: message.id,
              customId: component.custom_id,
              values: [select.value],
            }),
        );
        line.append(select);
      }
    }
    box.append(line);
  }
  return box;
}

function openLightbox(url, alt) {
  const box = $('#lightbox');
  box.querySelector('img').src = url;
  box.querySelector('img').alt = alt;
  box.hidden = false;
}

// -- commands -------------------------------------------------------------------------------------------------

async function interact(body) {
  showError('');
  try {
    const result = await api('/sandbox/api/interact', {
      method: 'POST',
      body: JSON.stringify({ as: app.me, channel: app.channel, ...body }),
    });
    if (result.acknowledged === false) showError(tr('noResponse'));
    return result;
  } catch (error) {
    showError(error.message);
    return undefined;
  }
}

function showError(text) {
  const box = $('#composer-error');
  box.textContent = text;
  box.hidden = text === '';
}

function commandByName(name) {
  const wanted = name.toLowerCase();
  return app.state.commands.find((c) => c.name === wanted || c.name_localizations?.it === wanted);
}

/** What the input shows in the popup: commands while typing `/name`, then subcommands. */
function updateSuggestions() {
  const value = $('#input').value;
  const popup = $('#popup');
  app.suggestions = [];
  if (!app.draft && value.startsWith('/') && !value.includes(' ')) {
    const typed = value.slice(1).toLowerCase();
    app.suggestions = app.state.commands
      .filter((c) => localName(c).startsWith(typed) || c.name.startsWith(typed))
      .map((c) => ({ label: `/${localName(c)}`, description: localDescription(c), pick: () => startDraft(c) }));
  } else if (app.draft && needsSubcommand()) {
    const level = currentLevel();
    const typed = value.toLowerCase();
    app.suggestions = level.options
      .filter((o) => o.type === 1 || o.type === 2)
      .filter((o) => localName(o).includes(typed) || o.name.includes(typed))
      .map((o) => ({ label: localName(o), description: localDescription(o), pick: () => chooseSubcommand(o) }));
  }
  app.selected = Math.min(app.selected, Math.max(0, app.suggestions.length - 1));
  popup.replaceChildren(
    ...app.suggestions.map((s, i) => {
      const row = document.createElement('div');
      row.className = `suggestion${i === app.selected ? ' selected' : ''}`;
      row.innerHTML = `<span class="name">${escapeHtml(s.label)}</span><span class="desc">${escapeHtml(s.description ?? '')}</span>`;
      row.addEventListener('mousedown', (event) => {
        event.preventDefault();
        s.pick();
      });
      return row;
    }),
  );
  popup.hidden = app.suggestions.length === 0;
}

function startDraft(command) {
  app.draft = { command, path: [], values: {} };
  $('#input').value = '';
  renderDraft();
}

function currentLevel() {
  let level = app.draft.command;
  for (const name of app.draft.path) level = level.options.find((o) => o.name === name);
  return level;
}

const needsSubcommand = () => (currentLevel().options ?? []).some((o) => o.type === 1 || o.type === 2);

function chooseSubcommand(option) {
  app.draft.path.push(option.name);
  $('#input').value = '';
  renderDraft();
}

function renderDraft() {
  const bar = $('#command-bar');
  if (!app.draft) {
    bar.hidden = true;
    updateSuggestions();
    return;
  }
  bar.hidden = false;
  const level = currentLevel();
  $('#command-chip').textContent =
    `/${[localName(app.draft.command), ...app.draft.path.map((name, i) => localName(levelAt(i).options.find((o) => o.name === name)))].join(' ')}`;
  const fields = $('#option-fields');
  fields.replaceChildren();
  if (!needsSubcommand()) for (const option of level.options ?? []) fields.append(optionField(option));
  updateSuggestions();
  $('#input').placeholder = needsSubcommand() ? '…' : '';
  (fields.querySelector('input, select') ?? $('#input')).focus();
}

function levelAt(depth) {
  let level = app.draft.command;
  for (const name of app.draft.path.slice(0, depth)) level = level.options.find((o) => o.name === name);
  return level;
}

/** One option of a slash command as Discord's client fills it: text, number, true/false, user, file, choices. */
function optionField(option) {
  const label = document.createElement('label');
  label.className = `option${option.required ? ' required' : ''}`;
  label.innerHTML = `<span title="${escapeHtml(localDescription(option))}">${escapeHtml(localName(option))}</span>`;
  let input;
  if (option.choices?.length) {
    input = document.createElement('select');
    input.append(new Option('', ''));
    for (const choice of option.choices)
      input.append(
        new Option(
          lang() === 'it' ? (choice.name_localizations?.it ?? choice.name) : choice.name,
          String(choice.value),
        ),
      );
  } else if (option.type === 5) {
    input = document.createElement('select');
    input.append(new Option('', ''), new Option('true', 'true'), new Option('false', 'false'));
  } else if (option.type === 6) {
    input = document.createElement('select');
    input.append(new Option('', ''), ...app.state.users.map((u) => new Option(u.name, u.id)));
  } else if (option.type === 11) {
    input = document.createElement('input');
    input.type = 'file';
  } else {
    input = document.createElement('input');
    input.type = option.type === 4 || option.type === 10 ? 'number' : 'text';
    if (option.type === 10) input.step = 'any';
  }
  input.name = option.name;
  input.dataset.type = String(option.type);
  input.placeholder = localDescription(option);
  if (option.autocomplete) attachAutocomplete(label, input, option);
  label.append(input);
  return label;
}

function attachAutocomplete(label, input, option) {
  const list = document.createElement('div');
  list.className = 'choices';
  list.hidden = true;
  label.append(list);
  let timer;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const values = collectValues(true);
      values[option.name] = input.value;
      const result = await interact({
        kind: 'autocomplete',
        command: [app.draft.command.name, ...app.draft.path].join(' '),
        options: values,
        focused: option.name,
      });
      const choices = result?.choices ?? [];
      list.replaceChildren(
        ...choices.map((choice) => {
          const row = document.createElement('div');
          row.textContent = choice.name;
          row.addEventListener('mousedown', (event) => {
            event.preventDefault();
            // Like Discord: the field shows the choice's name; its value is what the bot receives.
            input.value = choice.name;
            input.dataset.display = choice.name;
            input.dataset.value = String(choice.value);
            list.hidden = true;
          });
          return row;
        }),
      );
      list.hidden = choices.length === 0;
    }, 150);
  };
  input.addEventListener('input', () => {
    delete input.dataset.value;
    delete input.dataset.display;
    refresh();
  });
  input.addEventListener('focus', refresh);
  input.addEventListener('blur', () => setTimeout(() => (list.hidden = true), 150));
}

/** The draft's option values; `partial` keeps what is there without checking required options. */
function collectValues(partial = false) {
  const values = {};
  for (const input of $('#option-fields').querySelectorAll('input, select')) {
    if (input.type === 'file') continue;
    if (input.value === '') continue;
    const type = Number(input.dataset.type);
    // A picked suggestion sends its value, not the name the field shows.
    const raw =
      input.dataset.value !== undefined && input.value === input.dataset.display ? input.dataset.value : input.value;
    values[input.name] = type === 4 || type === 10 ? Number(raw) : type === 5 ? raw === 'true' : raw;
  }
  if (!partial) {
    const missing = (currentLevel().options ?? []).find(
      (o) => o.required && values[o.name] === undefined && o.type !== 11,
    );
    if (missing) throw new Error(tr('required') + localName(missing));
  }
  return values;
}

async function fileValues() {
  const values = {};
  for (const input of $('#option-fields').querySelectorAll('input[type=file]')) {
    const file = input.files?.[0];
    if (!file) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    values[input.name] = {
      filename: file.name,
      contentType: file.type || 'application/octet-stream',
      base64: btoa(binary),
    };
  }
  const missing = (currentLevel().options ?? []).find((o) => o.required && o.type === 11 && !values[o.name]);
  if (missing) throw new Error(tr('required') + localName(missing));
  return values;
}

/**
 * The words of a typed command: a value in double or single quotes keeps its spaces and loses its quotes, alone
 * (`"feint north"`) or after an option's name (`text:"feint north"`).
 */
function words(text) {
  const found = [];
  for (const m of text.matchAll(/([^\s:"']+:)?(?:"([^"]*)"|'([^']*)'|(\S+))/g))
    found.push({
      text: `${m[1] ?? ''}${m[2] ?? m[3] ?? m[4] ?? ''}`,
      quoted: m[2] !== undefined || m[3] !== undefined,
    });
  return found;
}

/**
 * `/roll 3d6` typed in full: the first words fill the subcommands, `name:value` pairs or bare values the options in
 * order. As in Discord, a text option's value runs on to the next `name:` (`action:Move 1st Inf → 0303`), unless
 * it is quoted.
 */
function parseTyped(text) {
  const [first, ...tokens] = words(text.trim().slice(1));
  const head = first?.text;
  const command = commandByName(head ?? '');
  if (!command) throw new Error(tr('noCommand') + head);
  const path = [];
  let level = command;
  const rest = [...tokens];
  while ((level.options ?? []).some((o) => o.type === 1 || o.type === 2) && rest.length > 0) {
    const next = rest.shift().text;
    const sub = level.options.find(
      (o) => (o.type === 1 || o.type === 2) && (o.name === next || o.name_localizations?.it === next),
    );
    if (!sub) throw new Error(tr('noCommand') + next);
    path.push(sub.name);
    level = sub;
  }
  const options = {};
  const ordered = [...(level.options ?? [])].filter((o) => o.type !== 1 && o.type !== 2);
  const bare = [];
  let open; // the text option whose unquoted value is still running on
  for (const word of rest) {
    const pair = /^([^:]+):(.*)$/s.exec(word.text);
    const spec = pair && ordered.find((o) => o.name === pair[1] || o.name_localizations?.it === pair[1]);
    if (spec) {
      options[spec.name] = coerce(spec, pair[2]);
      open = spec.type === 3 && !word.quoted ? spec : undefined;
    } else if (open) options[open.name] = `${options[open.name]} ${word.text}`;
    else bare.push(word.text);
  }
  for (const spec of ordered) {
    if (bare.length === 0) break;
    if (options[spec.name] === undefined)
      options[spec.name] = coerce(
        spec,
        spec.type === 3 && spec === ordered[ordered.length - 1] ? bare.splice(0).join(' ') : bare.shift(),
      );
  }
  const missing = ordered.find((o) => o.required && options[o.name] === undefined);
  if (missing) throw new Error(tr('required') + localName(missing));
  return { command: [command.name, ...path].join(' '), options };
}

function coerce(spec, value) {
  if (spec.type === 4 || spec.type === 10) return Number(value);
  if (spec.type === 5) return value === 'true';
  if (spec.type === 6) return app.state.users.find((u) => u.username === value || u.name === value)?.id ?? value;
  return value;
}

async function submit(event) {
  event.preventDefault();
  showError('');
  app.stick = true; // whoever sends a command wants to see its answer
  const text = $('#input').value;
  try {
    if (!app.draft) {
      if (!text.startsWith('/')) {
        if (text.trim() !== '') showError(tr('slashOnly'));
        return;
      }
      const exact = !text.includes(' ') ? commandByName(text.slice(1)) : undefined;
      const simple = exact && !(exact.options ?? []).some((o) => o.required || o.type === 1 || o.type === 2);
      if (!text.includes(' ') && app.suggestions.length > 0 && !simple) {
        app.suggestions[app.selected].pick();
        return;
      }
      const typed = parseTyped(text);
      $('#input').value = '';
      updateSuggestions();
      await interact({ kind: 'command', ...typed });
      return;
    }
    if (needsSubcommand()) {
      if (app.suggestions.length > 0) app.suggestions[app.selected].pick();
      return;
    }
    const options = { ...collectValues(), ...(await fileValues()) };
    const command = [app.draft.command.name, ...app.draft.path].join(' ');
    app.draft = null;
    $('#input').value = '';
    $('#input').placeholder = tr('placeholder');
    renderDraft();
    await interact({ kind: 'command', command, options });
  } catch (error) {
    showError(error.message);
  }
}

function keydown(event) {
  if (!$('#popup').hidden && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
    event.preventDefault();
    app.selected =
      (app.selected + (event.key === 'ArrowDown' ? 1 : -1) + app.suggestions.length) % app.suggestions.length;
    updateSuggestions();
  } else if (event.key === 'Tab' && !$('#popup').hidden) {
    event.preventDefault();
    app.suggestions[app.selected]?.pick();
  } else if (event.key === 'Escape') {
    app.draft = null;
    $('#input').value = '';
    renderDraft();
  } else if (event.key === 'Backspace' && app.draft && $('#input').value === '') {
    if (app.draft.path.length > 0) app.draft.path.pop();
    else app.draft = null;
    renderDraft();
  }
}

async function main() {
  await loadState();
  $('#user-select').addEventListener('change', async (event) => {
    app.me = event.target.value;
    localStorage.setItem('umpire.user', app.me);
    app.dismissed.clear();
    connectEvents();
    await selectChannel(app.channel);
  });
  $('#locale-select').addEventListener('change', async (event) => {
    await api('/sandbox/api/locale', {
      method: 'POST',
      body: JSON.stringify({ as: app.me, locale: event.target.value }),
    });
    await loadState();
    renderMessages();
    renderDraft();
  });
  $('#input').addEventListener('input', updateSuggestions);
  $('#input').addEventListener('keydown', keydown);
  $('#composer').addEventListener('submit', (event) => void submit(event));
  $('#lightbox').addEventListener('click', () => ($('#lightbox').hidden = true));
  // Only the reader's own scrolling decides whether the list follows the newest message: the page's own
  // re-rendering and pictures loading move the scroll position too, and must not count as reading older ones.
  const readerScrolled = () => requestAnimationFrame(() => (app.stick = atBottom($('#messages'))));
  for (const kind of ['wheel', 'touchend', 'pointerup', 'keyup'])
    $('#messages').addEventListener(kind, readerScrolled, { passive: true });
  connectEvents();
  await selectChannel(app.channel);
  document.body.dataset.ready = 'true';
}

void main();

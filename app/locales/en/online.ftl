# app: the "Play online" screen (en): a server's address or a table hosted here, a new table, the lobby, a table
# of a server. Ids are kebab-case, prefixed by their area.

## Where to play
online-title = Play online
online-back-to-menu = Menu
online-intro = Play a table with friends on other computers. Everything shown comes from the server: a move counts once the server has taken it.
online-server = Server
    .tooltip = The address of a computer running metro serve (HOST:PORT), or host a table on this computer below
online-host = Host a table on this computer
online-port = Port
online-open-to-network = Open to the network
    .tooltip = Off: only this computer can join (127.0.0.1). On: computers on your network can join (0.0.0.0); your firewall may ask
online-host-start = Host
    .tooltip = Starts a server inside the app; its tables are kept in your data folder and come back when you host again
online-hosting = Hosting on { $address }
online-hosting-local = Only this computer can join.
online-hosting-network = Give your friends this address and the room code of your table.
online-host-starting = Starting the server…
online-host-failed = The server could not start: { $reason }
online-stop-hosting = Stop hosting

## A new table
online-create = New table
online-game = Game
online-game-tokyo = Tokyo Metro on the Tokyo map
online-game-osaka = Tokyo Metro on the Osaka map
# same in every language
online-game-chicago = Chicago Express
# same in every language
online-game-tokyo-metro = Tokyo Metro
online-seats = Seats
online-seat-number = Seat { $seat }
online-seat-person = Person
online-seat-bot = Bot: { $bot }
online-add-seat = Add a seat
online-remove-seat = Remove
online-spectators = Anyone with the code may watch
online-create-button = Create the table
online-bots-only = A table of bots only: you watch it.

## Joining
online-join = Join a table
online-code = Room code
online-join-button = Join
online-watch-button = Watch
online-lobby = Open tables
online-lobby-refresh = Look for tables
online-lobby-not-asked = Look for the server's open tables, or type a room code.
online-lobby-failed = The server could not be asked: { $reason }
online-lobby-empty = { $server } has no open table.
online-lobby-open = { $open } of { $seats } seats free
online-kept = Your seats
online-kept-none = You hold no seat at a table yet.
online-kept-seat = Seat { $seat } on { $server }
online-rejoin = Back to the table
online-forget = Forget
    .tooltip = Forgets this seat's secret token on this computer: you could not come back to the seat
online-forget-seat = Forget this seat

## At a table
online-table-code = Room code
    .tooltip = Friends join with this code
online-you-play = You play { $seat }
online-watching = You are watching
online-leave = Leave
    .tooltip = Leaves the table; your seat is kept and you can come back to it
online-rules = Rules
online-connecting = Connecting…
online-connected = Connected
online-reconnecting = Connection lost { $seconds } s ago: connecting again (attempt { $attempts })
online-stopped = Stopped
online-closed = Closed
online-failed = The table cannot be reached: { $reason }
online-banner-lost = The connection to the server is lost ({ $seconds } s). Connecting again by itself (attempt { $attempts })…
online-banner-back = The connection is back: the table is as the server has it.
online-seat-you = { $name } (you)
online-played-by-you = you
online-played-by-person = a person
online-has-bid = has bid
online-bidding = bidding…
online-bot-bids-last = bids once the persons have bid
online-your-bid = your bid: { $bid }
online-deciding = deciding…
online-broken = This table cannot go on: { $reason }
online-sealed-round = Secret bids: everyone bids at once.
online-your-sealed-bid = Your sealed bid: { $bid }
online-change-bid = You may change your bid until everyone has bid.
online-filter = Filter
online-sent = Sent: waiting for the server…
online-filter-none = No choice matches: clear the filter to see them all.
online-your-turn = Your decision
online-waiting-for = Waiting for { $names }
online-undo = Undo: { $decision }
online-refused = Refused: { $reason } ({ $rule })
online-log = Log
online-game-over = The game is over
online-place = { $place }.
online-save-game = Save game
    .tooltip = Writes the finished game to your saves folder; the replay viewer opens it
online-saved = Saved as { $file }
online-no-board = This app cannot draw the board of { $game }.

## Holdings
online-lines = Lines
online-line = Line
online-value = Value
online-shares = Shares
online-companies = Companies
online-treasury = Treasury
online-income = Income
online-shares-left = Shares
online-locomotives-left = Locos
online-shares-held = Shares held
online-held = { $company } ×{ $count }
online-table-waiting = The table starts once every person seat is taken: give your friends the room code { $code }.
online-start-now = Start now (the bot plays the free seats until someone takes them)
online-table-ended = The host ended the table.
online-sealed-mine = Your sealed choice: { $choice }. Everyone has decided.
online-save-at-end = The server keeps this game: its save can be written once the game is over.
online-sealed-nobody = Everyone decides at once, in secret: waiting for { $seats }.
online-sealed-others = { $decided } decided in secret (what stays hidden until everyone has); waiting for { $seats }.
online-sealed-waiting = Your sealed choice: { $choice }. You may change it until everyone has decided. { $others }
online-chat = Chat
online-chat-unread = Chat ({ $count } new)
online-chat-title = Chat at table { $code }
online-chat-empty = Nothing said yet.
online-chat-watching = Watching: only the seats write here.
online-chat-hint = Say something to the table
online-chat-send = Send
online-end-table = End the table…
    .tooltip = Nobody decides any more; the table stays readable as it is
online-end-yes = End it now
online-end-no = Keep playing
online-clocks = Clocks: { $clocks }
online-clock-left = { $seat } { $time } left
online-clock-bank = { $seat } bank { $time }
online-clock = Clock
online-clock-none = No clock
online-clock-turn = { $hours ->
    [one] An hour for each decision
   *[other] { $hours } hours for each decision
}
online-clock-bank-rule = { $minutes } minutes for the game, { $increment } s more after each decision
online-chat-message = Message

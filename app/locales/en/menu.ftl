# app: menu words (en). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Resume the last game
menu-back-to-game = Back to the game
menu-language = Language
    .tooltip = The language of the whole game (kept for the next time)
menu-map = Map
menu-card-set = Card set
menu-seats = Seats
menu-seed = Seed
menu-seed-hint = random
menu-seed-random = Random
    .tooltip = A new random seed each game
menu-animation = Animation
menu-animation-suffix = { " " }steps/s (0: instant)
menu-start-game = Start game
menu-test-by-simulation = Test by simulation…
    .tooltip = Play many bot games of this map, card set and variant; see the results as charts and on the map
menu-not-startable = The chosen map or card set has errors (see above); it cannot be played.
menu-map-file = Map file
menu-map-file-hint = or a file: path/to/map.toml
menu-open-map-file = Open map file
menu-card-set-file = Card-set file
menu-card-set-file-hint = or a file: path/to/card-set.toml
menu-open-card-set-file = Open card set file
menu-open = Open
menu-reading-files = (reading your files…)
menu-none = (none)
menu-players = { $count ->
    [one] 1 player (solo)
   *[other] { $count } players
}
menu-remove-seat = Remove a seat
menu-add-seat = Add a seat
menu-seat-player = Seat { $seat } player
menu-seat-colour = Seat { $seat } colour
menu-solo-bests = Solo bests — { $combination }
menu-no-solo-bests = No solo game finished yet with this combination.
menu-file-problems = { $count ->
    [one] 1 problem — this file cannot be played:
   *[other] { $count } problems — this file cannot be played:
}
menu-more-problems = … and { $count } more
menu-browse = Browse…
menu-in-folder = In { $folder }
menu-up-a-folder = Up a folder

## Seats

seat-human = Human
    .tooltip = A person at this computer
seat-easy-bot = Easy bot
    .tooltip = The heuristic bot, but two moves in five at random
seat-normal-bot = Normal bot
    .tooltip = The heuristic bot: plays like a sensible person, at once
seat-hard-bot = Hard bot
    .tooltip = The search bot: about a second a move on one core
seat-expert-bot = Expert bot
    .tooltip = The search bot: three seconds a move on every core
seat-name = Player { $seat }
seat-name-easy = Player { $seat } (Easy)
seat-name-normal = Player { $seat } (Normal)
seat-name-hard = Player { $seat } (Hard)
seat-name-expert = Player { $seat } (Expert)

## Player colours

colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-purple = purple
colour-white = white
colour-black = black
colour-orange = orange
colour-custom = custom

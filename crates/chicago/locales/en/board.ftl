# chicago: problems of a board file (en).

board-out-of-range = { $value } is out of range: it must be between { $min } and { $max }
board-name-empty = the name is empty
board-text-too-long = the text is longer than { $max } characters
board-text-control = the text holds the control or direction character U+{ $code }
board-not-chicago = this is not a Chicago Express board: `game` must be "chicago-express", not "{ $game }"
board-no-hexes = the board has no hexes
board-hex-outside = hex { $hex } lies outside the grid of { $columns } columns and { $rows } rows
board-hex-label = "{ $hex }" is not a hex name: a column letter A–Z and a row number, like A2
board-hex-twice = hex { $hex } is listed twice
board-hex-kind = unknown hex kind "{ $kind }": expected plains, forest, mountain, city, industrial or start
board-hex-needs = a { $kind } hex needs `{ $key }`
board-hex-not-here = a { $kind } hex has no `{ $key }`
board-no-such-hex = there is no hex { $hex } on this board
board-chicago-kind = Chicago must be a city without a house value
board-companies-count = a board has 1 to { $max } companies
board-company-twice = the company key { $company } is used twice
board-two-late = only one company may open at Chicago
board-opens = `opens` may only be "chicago", not "{ $value }"
board-start-kind = this company's start hex must be a { $kind } hex (and not Chicago)
board-start-shared = this hex is already the start hex of { $company }
board-company-income = a company open from the start needs a starting `income`
board-late-income = a company that opens at Chicago takes its income from its start city, not from `income`
board-start-unused = start hex { $hex } is no company's start
board-no-initial = at least one company must be auctioned before the first turn
board-initial-late = { $company } opens later and cannot be auctioned before the first turn
board-initial-twice = { $company } is auctioned twice before the first turn
board-no-such-company = there is no company { $company }
board-industrial-count = the industrial-city table has at most { $max } rows
board-industrial-twice = this industrial city already has a row
board-industrial-kind = an industrial-city row must name an industrial hex
board-industrial-no-row = industrial city { $hex } has no row in the industrial-city table
board-row-length = a row has 1 to { $max } values
board-row-increasing = a row's values must increase from left to right
board-grows = `grows` is "dividend" or "develop", not "{ $value }"
board-no-way = { $company }'s start hex cannot reach Chicago without crossing another start hex
board-no-clock = the industrial-city table needs a row that grows by itself (`grows = "dividend"`, like Detroit): it ends the game at the latest

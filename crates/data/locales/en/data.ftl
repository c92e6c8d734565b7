# data: problems of reading a map, card-set or Jidohanbaiki file (en). Ids are kebab-case, prefixed by their area.
# Keys of the file format (`letter`, `stops`) and the TOML parser's own words stay as they are.

## The file

data-file-problems = { $count ->
    [one] { $file }: { $count } problem
   *[other] { $file }: { $count } problems
}
data-more-problems = { $count ->
    [one] … and { $count } more problem (only the first { $listed } are listed)
   *[other] … and { $count } more problems (only the first { $listed } are listed)
}
# $message: what the TOML parser (the toml crate) found wrong, in its own English words ("invalid table header");
# this message gives it its context in the language shown. The place is the diagnostic's file:line:column.
data-toml-syntax = TOML syntax: { $message }
data-too-many-bytes = the file has { $bytes } bytes; a map, card-set or Jidohanbaiki file has at most { $max }
data-too-many-lines = the file has { $lines } lines; a map, card-set or Jidohanbaiki file has at most { $max }

## Values

# $wanted: table, string, integer, boolean, array or number; $found: what the file has (the data-found-* words)
data-expected = { $wanted ->
    [table] expected a table, found { $found }
    [string] expected a string, found { $found }
    [integer] expected an integer, found { $found }
    [boolean] expected true or false, found { $found }
    [array] expected an array, found { $found }
   *[number] expected a number, found { $found }
}
data-found-string = string
data-found-integer = integer
data-found-float = float
data-found-boolean = boolean
data-found-datetime = datetime
data-found-array = array
data-found-table = table
data-unknown-key = unknown key `{ $key }`; expected one of: { $allowed }
data-missing-key = missing key `{ $key }`
data-integer-out-of-range = integer out of range
# $what: lines, stops, rows, columns, cards, colour-cards or shape-cards
data-at-most = { $what ->
    [lines] at most { $max } lines, not { $count } (a limit of the format)
    [stops] at most { $max } stops on a line, not { $count } (a limit of the format)
    [rows] at most { $max } revenue-track rows, not { $count } (a limit of the format)
    [columns] at most { $max } columns, not { $count } (a limit of the format)
    [cards] at most { $max } cards in a column, not { $count } (a limit of the format)
    [colour-cards] at most { $max } colour cards, not { $count } (a limit of the format)
   *[shape-cards] at most { $max } shape cards, not { $count } (a limit of the format)
}
data-colour = a colour is written "#RRGGBB", not "{ $text }"
data-coordinate = a coordinate is a multiple of 0.5 between -{ $max } and { $max }
data-position = a position is [x, y]: two numbers, not { $count }
data-vehicle = vehicle is "train", "tram" or "bus", not { $given }
data-revenue-row = a revenue-track row is [value, high, low]

## Reading a file

# $kind: directory, fifo, character-device, block-device, socket or other
error-read-io = cannot read { $path }: { $reason }
error-read-not-a-file = { $kind ->
    [directory] cannot read { $path }: it is a directory, not a regular file
    [fifo] cannot read { $path }: it is a FIFO (named pipe), not a regular file
    [character-device] cannot read { $path }: it is a character device, not a regular file
    [block-device] cannot read { $path }: it is a block device, not a regular file
    [socket] cannot read { $path }: it is a socket, not a regular file
   *[other] cannot read { $path }: it is not a regular file
}
error-read-too-big = cannot read { $path }: it has { $size } bytes, more than the { $limit } bytes allowed for this kind of file
error-read-not-utf8 = cannot read { $path }: it is not UTF-8 text (an invalid byte at offset { $offset })
error-write-exists = { $path } exists already; nothing was overwritten
error-write-not-a-file = { $kind ->
    [directory] cannot write { $path }: it is a directory, not a regular file
    [fifo] cannot write { $path }: it is a FIFO (named pipe), not a regular file
    [character-device] cannot write { $path }: it is a character device, not a regular file
    [block-device] cannot write { $path }: it is a block device, not a regular file
    [socket] cannot write { $path }: it is a socket, not a regular file
   *[other] cannot write { $path }: it is not a regular file
}
error-write-io = cannot write { $path }: { $reason }
# $name: the first name tried (stem.extension); $count: the names tried (999).
error-write-no-free-name = cannot write into { $folder }: { $name } and its { $count } numbered names are all taken

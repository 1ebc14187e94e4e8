//! Squares, files and ranks.

use crate::Color;
use core::fmt;
use core::str::FromStr;

/// A file (column), `a` to `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A rank (row), `1` to `8`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl File {
    /// The file at index 0..8 (0 = a); `None` outside.
    #[must_use]
    pub const fn new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File(index as u8))
        } else {
            None
        }
    }
    /// 0 for the a-file … 7 for the h-file.
    #[must_use]
    #[inline]
    pub const fn index(self) -> u32 {
        self.0 as u32
    }
    /// The letter `a`..`h`.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// The file for a letter `a`..`h`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        if c >= 'a' && c <= 'h' {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }
}

impl Rank {
    /// The rank at index 0..8 (0 = the first rank); `None` outside.
    #[must_use]
    pub const fn new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank(index as u8))
        } else {
            None
        }
    }
    /// 0 for the first rank … 7 for the eighth.
    #[must_use]
    #[inline]
    pub const fn index(self) -> u32 {
        self.0 as u32
    }
    /// The digit `1`..`8`.
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }
    /// The rank for a digit `1`..`8`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Rank> {
        if c >= '1' && c <= '8' {
            Some(Rank(c as u8 - b'1'))
        } else {
            None
        }
    }
    /// The same rank seen from `color`'s side: White's first rank is Black's eighth.
    #[must_use]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank(7 - self.0),
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A square of the board, numbered a1 = 0, b1 = 1, … h8 = 63.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! square_consts {
    ($($name:ident = $i:expr),* $(,)?) => {
        impl Square { $(
            #[doc = concat!("The square ", stringify!($name), ".")]
            pub const $name: Square = Square($i);
        )* }
    };
}

square_consts! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// The square with index 0..64; `None` outside.
    #[must_use]
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with index 0..64, for indices known to be in range (wraps otherwise).
    #[must_use]
    #[inline]
    pub const fn from_index_unchecked(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// The square on a file and rank.
    #[must_use]
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// Index 0..64 (a1 = 0, h8 = 63).
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file of the square.
    #[must_use]
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The rank of the square.
    #[must_use]
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    #[must_use]
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = (self.0 & 7) as i32 + df;
        let r = (self.0 >> 3) as i32 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The square mirrored top to bottom (a1 ↔ a8).
    #[must_use]
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// Whether the square is light (h1 and a8 are light).
    #[must_use]
    pub const fn is_light(self) -> bool {
        ((self.0 & 7) + (self.0 >> 3)) % 2 == 1
    }

    /// King-step distance (Chebyshev distance) between two squares.
    #[must_use]
    pub const fn distance(self, other: Square) -> u32 {
        let df = ((self.0 & 7) as i32 - (other.0 & 7) as i32).unsigned_abs();
        let dr = ((self.0 >> 3) as i32 - (other.0 >> 3) as i32).unsigned_abs();
        if df > dr {
            df
        } else {
            dr
        }
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(|i| Square(i as u8))
    }

    /// Parses a square name such as `e4` from the start of `bytes`.
    #[must_use]
    pub fn from_ascii(bytes: &[u8]) -> Option<Square> {
        match bytes {
            [f, r] => Some(Square::from_coords(File::from_char(*f as char)?, Rank::from_char(*r as char)?)),
            _ => None,
        }
    }
}

/// The error for a string that is not a square name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square name (expected a file a-h and a rank 1-8, like e4)")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or(ParseSquareError)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

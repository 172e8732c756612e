run games/russian-crazy-sevens.hoyle -s 8 --view 3

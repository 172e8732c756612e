run games/russian-crazy-sevens.hoyle -p 3 -s 12

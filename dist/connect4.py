# connect4: built by arena-bundler from 12 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.pipe_input sources.readers sources.readers.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 2873d62cc17525ac
i=enumerate;b=range;c=len;f='.';q=b'\n';a=int;A=ValueError;B=Exception;r='0';C=lambda s,n:((k:=c(s)+7&-8),(o:=a.from_bytes(b'\0\x01'*k)),(x:=a.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&a.from_bytes((bytes(g)+b'\xff'*g)*(k//g)))|x-l>>g//2)for g in(2,4,8)],(e:=x.to_bytes(2*k)),(d:=b''.join(e[i+1:i+16]for i in b(0,2*k,16))),d[c(d)-n:])[-1];from collections import namedtuple as D;import gc,os,sys as s,time as t,select;T=1<<16
class U:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while q not in a.buffer:
   c=os.read(a.fd,T)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(q);return b+q
 def K(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def V(a):
 if a is not None:return
 try:return U(s.stdin.fileno())
 except(AttributeError,A,OSError):return
class u(B):0
class m(A):0
W=D('Init','my_id opp_id');X=D('Turn','turn_index board_rows num_valid_actions actions opp_previous_action')
class Y:
 def __init__(a,b):a.readline=b;a.e=0
 def q(a):
  b=a.readline()
  if not b:raise u(f'input ended after line {a.e}')
  a.e+=1
  if b[-1:]not in('\n',q):raise u(f'input ended inside line {a.e}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise m(f'input line {b.e}: expected UTF-8 text, got {a!r}')from None
 def A(a,b,c,d):return m(f'input line {a.e}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  d=a.split()
  if c(d)!=b:raise e.A(f,f'{b} fields',a)
  return d
 def h(d,b,e):
  c=b[1:]if b[:1]=='-'else b
  if c.isascii()and c.isdigit():return a(b)
  raise d.A(e,'an integer',b)
 def G(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.A(e,f'a word of at most {b} characters',a)
  return a
 def F(a):b=a.split(a.q(),2,'myId oppId');c=a.h(b[0],'myId');d=a.h(b[1],'oppId');return W(c,d)
 def I(a):d=a.h(a.q(),'turnIndex');e=[a.G(a.q(),9,'boardRows')for _ in b(7)];c=a.h(a.q(),'numValidActions');f=[a.h(a.q(),'actions')for _ in b(c)];g=a.h(a.q(),'oppPreviousAction');return X(d,e,c,f,g)
h=7;d=9;g=h+1;Z=h*d;v=4,3,5,2,6,1,7,0,8
def E(a,b):return 1<<a*g+b
aa=1,256,65536,16777216,4294967296,1099511627776,281474976710656,72057594037927936,0x10000000000000000;k=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;o=0x10101010101010101;l=0x7f7f7f7f7f7f7f7f7f;ba=0x808080808080808080;F=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def ca(b,a,c):return b^a,a|a+aa[c]
def p(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(l^d)
def w(a):
 for b in 1,g,g-1,g+1:
  c=a&a>>b
  if c&c>>2*b:return True
 return False
def G(e):
 a=0
 for c in b(d):f=e>>c*g&k[0];a|=f<<(d-1-c)*g
 return a
def y(a,b):return a+b
def H(g,j):
 a=b=0
 for k,l in i(g):
  c=h-1-k
  for d,e in i(l):
   if e!=f:
    b|=E(d,c)
    if e==j:a|=E(d,c)
 return a,b
def da(a):return(a.bit_length()-1)//g
I=10,0,-6,-10,-5,-10,-6,0,10;J=dict(zip([(d>>j&0x1ffffffffffffffff)+1 for c in[C('㐀㐀㐀㐀㐀㐀㐀㐀㐀䀀㐀㐀㐀叠㐀㐀㐀㔁㐀㐀㐀㐐㐀㐀㐀㐀쟠㐀㐀㐁쟿㐀㐀㐀㰀㠀㐀㐀㑀珠㐀㐀㐄㐀㐀㐀㐀䐇쐀㐀㐀㓿쟠㐀㐀㗿쟿㐀㐀㐐㐀㠀㐀㐀琀珠㐀㐀㘃쟿㐀㐀㐠㐀㐀㐀㐁㐀㑀㐀㐀㠀㓿㐀㐀㐠㐈㐀㐀㐁㐀鏠㐀㐀㠁쟿㐀㐀㐠㰀㐀㐀㐁㑀叠㐀㐀㯿쟿㐀㐀㑀㐀㐀㐀㐂㐀叠㐀㐀㸀㘀㐀㐀㑐㐟쐀㐀㐂瑀珠㐀㐀䘀㗿㐀㐀㓀㐀㐀㐀㐆㐀叠㐀㐀䰀㔀㐀㐀㓀㐗쐀㐀㐆㐿쟠㐀㐀䰂㓿㐀㐀㓀篿쐀㐀㐉쟿쟠㐀㐀尀㓿㐀㐀㕀寿쐀㐀㐎㠿쟠㐀㐃쟿쟿㐀㐀䐀㐀㠀㐀㒀㐀珠㐀㐄㐃쟿㐀㐀䐟쟿쐀㐀㒁㐀㐀㐀㐄㠀㓿㐀㐀䑐㐏쐀㐀㒃㐀㐀㐀㐄䀀㓿㐀㐀䑠㯿쐀㐀㒄쟿쟠㐀㐄䯿쟿㐀㐀䓀㐇쐀㐀㒍㐿쟠㐀㐄栂㟿㐀㐀䖠䰏쐀㐀㒎㘿쟠㐀㐈㐀㐀㐀㐀吀㐇쐀㐀㔀㐀瑀㐀㐈㐀㠀㐀㐀吀㐿쐀㐀㔀㐿쟠㐀㐈㐂㘀㐀㐀吀㰟쐀㐀㔀珿쟠㐀㐈㘀㘀㐀㐀吐㐟쐀㐀㔊㘿쟠㐀㐈尒㟿㐀㐀啁㰏쐀㐀㔒㔿쟠㐀㐌㿿쟿㐀㐀斟쟿쐀㐀㗿쟿쟠㐀㐐㐀㘀㐀㐀琀㐟쐀㐀㘁㐀瑀㐀㐐㠂㘀㐀㐀萀㐐㐀㐀㚀㐀쟠㐀㐔㐂㗿㐀㐀萀䐀㐀㐀㚀㒀叠㐀㐔㐇쟿㐀㐀萐㐏쐀㐀㚀瑿쟠㐀㐔㠀㔀㐀㐀萠㐗쐀㐀㚁㑀叠㐀㐔㰀㓿㐀㐀蔿쟿쐀㐀㚊㐀叠㐀㐔栂㯿㐀㐀薠䰟쐀㐀㜀琀㐀㐀㐘㘀㓿㐀㐀鐐㯿쐀㐀㜁珿쟠㐀㐤㐀㗿㐀㐁䐀䏿쐀㐀㢁㐀叠㐀㐤䯿쟿㐀㐁吏쟿쐀㐀㤀琀쟠㐀㐰㐀㐀㐀㐁琀㐇쐀㐀㨀㐿쟠㐀㐰㗿쟿㐀㐁琐㐟쐀㐀㨄珿쟠㐀㐰䘀㟿㐀㐂珿쟿쐀㐀㸀㐀쟠㐀㑐㠁쟿㐀㐂瑏쟿쐀㐀㸂琀쟠㐀㑤㐀㘀㐀㐃䐀䐇쐀㐀䂀㓿쟠㐀㑤㘀㗿㐀㐃䓀㐀㐀㐀䂆㐀叠㐀㑨㧿쟿㐀㐃呰䏿쐀㐀䄓瑿쟠㐀㑰㐅쟿㐀㐃琀谀㐀㐀䈀㻀㐀㐀㒰㐕쟿㐀㐅琁谀㐀㐁㐀㐀㐠㐀㠀㐀㗿㐀㐠㐀䏿쐀㐁㐀쟿쟠㐀㠀㠀㐀㐀㐠㐠㐇쐀㐁㐁㐀琀㐀㠀㠀㟿㐀㐠㐠㰏쐀㐁㐂㐀珠㐀㠀㸀㗿㐀㐠㑠㐀㐀㐁㐃㐀㑀㐀㠀䀀㓿㐀㐠㑠㐈㐀㐁㐃㐿쟠㐀㠀䀂㐀㐀㐠㒟쟿쐀㐁㐅㐀㐀㐀㠀䠄㓿㐀㐠㒠萇쐀㐁㐅㢁叠㐀㠀䯿쟿㐀㐠㓀㐇쐀㐁㐎㐀鏠㐀㠀谀㓿㐀㐠䐠㐏쐀㐁㒂쟿쟠㐀㠄䀀㐀㐀㐠䒠䏿쐀㐁㔀㐀琀㐀㠈㐀㟿㐀㐠囀㐗쐀㐁㘎㐀鏠㐀㠔㐀㗿㐀㐠萀䏿쐀㐁㚁㐀叠㐀㠔㰀㗿㐀㐠蓀㐇쐀㐁㚖㐀叠㐀㠘㐀㐀㐀㐠鐀㐇쐀㐁㜀㐿쟠㐀㠘㗿쟿㐀㐡䗀㐇쐀㐁㨌珿쟠㐀㠰昀㟿㐀㐢琟쟿쐀㐁䄀珿쟠㐀㡨㘇쟿㐀㐣吰䏿쐀㐁䄋瑿쟠㐀㡰㐁쟿㐀㐥琁诿쐀㐂㐀㐀㐀㐀㰀㐀㓿㐀㑀㐀㯿쐀㐂㐀㑀琀㐀㰀㐂㟿㐀㑀㐀䐈㐀㐂㐀㒀鏠㐀㰀㐆㗿㐀㑀㐀吀㐀㐂㐀㔀叠㐀㰀㐏쟿㐀㑀㐐㰏쐀㐂㐀璀㐀㐀㰀㘄㓿㐀㑀㐐叿쐀㐂㐁瑿쟠㐀㰀㰀㐂㐀㑀㑀㐈㐀㐂㐂㑀㐀㐀㰀䐀㐀㐀㑀㔐㐏쐀㐂㐉瑿쟠㐀㰀封쟿㐀㑀㕀㰇쐀㐂㒀㑀珠㐀㰄㐄㓿㐀㑀䐀叿쐀㐂㒀瑿쟠㐀㰄㰀㐀㐀㑀䓀㰀㐀㐂㒆㑀叠㐀㰄寿쟿㐀㑀䕀㐇쐀㐂㖆㐀㐀㐀㰔尀㛿㐀㑀蕀㐘䀀㐂㚊㐁鐠㐀㰜柿쟿㐀㑁䐐㐏쐀㐂㢁㐀鏠㐀㰤尀㓿㐀㑂䐠㐇쐀㐂㲊㐁叠㐀㱄射㓿㐀㑂琐㐟쐀㐂㸂琿쟠㐀㱐䗿쟿㐀㑂璐㐟쐀㐂㸈瑿쟠㐀㲄䀀㓿㐀㑌䒠㐇쐀㐃㐁㐀珠㐀䀀㿿쟿㐀㑠㑠㐀㐀㐃㐎㐀叠㐀䀀쀀㔀㐀㑠㧀㐇쐀㐃㔂琀珠㐀䀈帀㗿㐀㑠萠㐏쐀㐄㐀㑀珠㐀䐀㐄㓿㐀㒀㐀叿쐀㐄㐀瑿쟠㐀䐀㘓쟿㐀㒀㑀㐀㐀㐄㐂硿쟠㐀䐀䘀㗿㐀㒀㒐菿쐀㐄㐌琀琀㐀䐀昀㟿㐀㒀㖑䏿쐀㐄㐔癿쟠㐀䐀먀㯿㐀㒀㦐㐟쐀㐄㖌쟿쟠㐀䐔㘀㗿㐀㒀蕀㐇쐀㐄㲃㐀叠㐀䑐旿쟿㐀㒃䐐㐏쐀㐄撃㐀叠㐀䠀㐄㐀㐀㒠㐀䐇쐀㐅㐀㓿쟠㐀䠀㘃쟿㐀㒠㒐䏿쐀㐅㐅㐀吀㐀䠀寿쟿㐀㒠䐀䏿쐀㐅㔊㐀叠㐀䠈封쟿㐀㒠啀篿쐀㐅㔒㐁叠㐀䠐氀㫿㐀㒣吐珿쐀㐅䄁瓿쟠㐀䰀㘀㐀㐀㓀㐐㐇쐀㐆㐀琿쟠㐀䰀瘀㗿㐀㓀㨐㐐㐀㐆㒀㐀㐀㐀䰄㐀㓿㐀㓀䐀㯿쐀㐆㖀㓿쟠㐀䰜䰀㐀㐀㓂룀㐈㐀㐆㾆㑀㐀㐀吀㐊㗿㐀㔀㐐揿쐀㐈㐂癿쟠㐀堀㐃쟿㐀㔠㒠㐀㐀㐉㐖㐀叠㐀堈尀㣿㐀㔠啀寿쐀㐊㐉瑿쟠㐀射㐇쟿㐀㕀擀㐀㐀㐋㐅㐀㐀㐀搀㐀㐀㐀㖀㐀㐇쐀㐌㐀㐿쟠㐀搀㸁쟿㐀㖀㑒䏿쐀㐌㒀㓿쟠㐀摄䀀㛿㐀㖄䑠㐇쐀㐐㐀㝀珠㐀琀㸋쟿㐀㚀㐀叿쐀㐔㐂硿쟠㐀葤㘀㗿㐀㜡琀㯿쐀㐙㸁㐿쟠㐀顰㐅쟿㐀㜣琐㯿쐀㐚㐑瑿쟠㐀鰌尀㐀㐀㨀㐁小쐀㐰㐂癿쟠㐁琀䘋쟿㐀吀㐀㐀㠀㔀㐀㐀珠㐈㐀㐃쟿㐀吀㐠㐀㐀㔀㐁㐀叠㐈㐀㠀㘀㐀吀㐠㐟쐀㔀㐁㑀珠㐈㐀㠄㐀㐀吀㐠䐇쐀㔀㐁㓿쟠㐈㐀㰀㗿㐀吀㑀䏿쐀㔀㐂琀珠㐈㐀䰀㓿㐀吀㗀㐗쐀㔀㒁㐀珠㐈㐄㠃쟿㐀吀䑠㐐㐀㔀㒃㐀쟠㐈㐈㐀㘀㐀吀吀㐟쐀㔀㔀㑂쟠㐈㐈㐄㐀㐀吀吀䐇쐀㔀㔀㓿쟠㐈㐈㘀㿿㐀吀吐䏿쐀㔀㖁㕿쟠㐈㐐㐃쟿㐀吀萀㐏쐀㔀㚀㑿쟠㐈㐔㠀㓿㐀吁疐㐟쐀㔀䄀琀쟠㐈㑨㨃쟿㐀吠㐠㐏쐀㔁㐁㑿쟠㐈㠀䀀㐀㐀吠㑠㰏쐀㔁㐎㐀叠㐈㠄㠋쟿㐀吠吀䏿쐀㔁㔂琀珠㐈㰀㐂㗿㐀呀㐀䐀㐀㔂㐀㒀叠㐈㰀㐇쟿㐀呀㐐䏿쐀㔂㐁㐀吀㐈㰀㠀㛿㐀呀㐠㰇쐀㔂㐂㐀㐀㐈㰀㰀㓿㐀呀㒐䏿쐀㔂㐅瑿쟠㐈㰀䰂㓿㐀呀䐀䏿쐀㔂㒁㐀叠㐈㰄㠄㛿㐀呂琀㐟쐀㔂㸀㒁㐀㐈㱐㘃쟿㐀呂琐䐟쐀㔂㸀癿쟠㐈㱐㨋쟿㐀呂璐䏿쐀㔂䂀琀珠㐈䀈一㗿㐀咀㐀䏿쐀㔄㐀㕀珠㐈䐀㠀㓿㐀咀㑐䏿쐀㔄㐃㐀鏠㐈䐀䠀㓿㐀咀萀㐏쐀㔄㚁㒀鏠㐈䑔㠄㛿㐀咠㐀䏿쐀㔅㐂瑿쟠㐈䠀谀㓿㐀咠痀㐗쐀㔆㐀㓀珠㐈䰀㰂㓿㐀哀㑀㱇쐀㔆㐄㑁叠㐈䰀娃쟿㐀哀㕀㱇쐀㔆㐌㑂叠㐈䰄搂㣿㐀唀㐀鰏쐀㔉㔖㐀叠㐈尀㐂㗿㐀啀㐀谏쐀㔊㐂㐀叠㐈尀䨃쟿㐀啀㓀㰇쐀㔊㐆㑂叠㐈尀訃쟿㐀喀萠䐷쐀㔌㢁㒀鏠㐈簀䰀㓿㐀噀㓀䐈㐀㔒㒆㒀叠㐈萀㐊㗿㐀嚀㐁小쐀㔘㐀㥀珠㐈鰀㐆㗿㐀址㐀谟쐀㔚㐀盀珠㐈鰀娃쟿㐀址㕀㰇쐀㔚㖆㐀㐀㐉尀㐂㗿㐀奀㓀㰇쐀㔰㐀㝀珠㐐㐀㐀㐀㐀琀㐀㐇쐀㘀㐁㑀㐀㐐㐀㠂㓿㐀琀㐠䯿쐀㘀㐂琀㐀㐐㐀㸀㓿㐀琀䑐叿쐀㘀㒄瑿쟠㐐㐈㐂㐀㐀琀吀㰇쐀㘀㔀㒿쟠㐐㐌㸀㗿㐀琀萀㐀㐀㘀㚀㐀叠㐐㐔㐀㯿㐀琀萀吇쐀㘀㚀琅쟠㐐㐔䘄㓿㐀琀蒐叿쐀㘀㢀㐀琀㐐㐬㸂㗿㐀琂摐㐏쐀㘀㸁㑀㐀㐐㑔㘀䯿㐀琠㐠㐀㐀㘁㐁㐀叠㐐㠀㠀㔀㐀琠㐠㐗쐀㘁㐁㑀叠㐐㠀㰀㓿㐀琠㑐㐟쐀㘁㐅㐀鏠㐐㠀帀㟿㐀琠䐠㐇쐀㘂㐀㑀㐀㐐㰀㐂㓿㐀瑀㐀䯿쐀㘂㒀㓀珠㐐㱄尀㓿㐀瑠㐠㐇쐀㘃㐆琀쟠㐐䀈帀㟿㐀瑠噐㐏쐀㘃儀㑀叠㐐䃨㐅쟿㐀璠㐀䐗쐀㘅㐀㔀叠㐐䠀㐏쟿㐀璠㐀鐗쐀㘅㐀㤀叠㐐䠀㐨㳿㐀璠㑀㰇쐀㘅㐄瓿쟠㐐䠀嘃쟿㐀璠㔐菿쐀㘅㐐畿쟠㐐堀㐨㣿㐀甠㑀㐇쐀㘉㐂㑁叠㐐怀㰀㓿㐀疠㐀䐷쐀㘍㐀㔅鏠㐐栀㐘㜀㐀癠㐠㐇쐀㘓㐅㐀叠㐐蠀㐄㛿㐀皠㐀䑘㐀㘕㐀㒅鏠㐐蠀㐈㻿㐀皠㐀鐗쐀㘙㐂㐀鏠㐐頀㰀㼀㐀眠㑀㰇쐀㘛㐂㑀叠㐐됀䠅쟿㐀鐀㐠㐏쐀㜀㐎㐀叠㐘㐈㸀㗿㐀鐁呐㐏쐀㜂㐁㐀叠㐘㰔㐀㗿㐀铀㐀谏쐀㜔㐀㝀珠㐘鐀㐚㗿㐁㐀㐠㐀㐀㠀㐁㐀叠㐠㐀㸀㟿㐁㐀䑐㐏쐀㠀㒂琂珠㐠㐄㸂㧿㐁㐀萀㐐㐀㠀㚀㐀쟠㐠㐔㐀䯿㐁㐀萀叿쐀㠀㚀㣿쟠㐠㐴㐀㯿㐁㐁萀㓀㐀㠀㪀㳿쟠㐠㐴㘀䯿㐁㐂萀㐟쐀㠀㺀㐅쟠㐠㑔㐧쟿㐁㐂萠㐿쐀㠁㐁㐀叠㐠㠀䀀㛿㐁㐠啐㐟쐀㠁㚀㛿쟠㐠㠔㠘㐀㐁㐡䐠鏿쐀㠅㐀㒀叠㐠䠀㰂㣿㐁㔠萀菿쐀㠙㐂㐂鏠㐠됀㰀㓿㐁㭠㑀㐈㐀㡛㐂㐀叠㐨㐀㰀㓿㐁琀蒐吇쐀㬀㜂琀珠㑐耀䠀㓿㐂鐂呐㐏쐀䀀㐄琀쟠㑠㐄㸂㷿㐃㐠䑐㑏쐀䀃㐁㐀叠㑨㐀䐀㓿㐃呀㔀㐇쐀䄂㒄㐀叠㑨䐀鐀㓿㐅㑠㑠㐇쐀䠃㐃㒀鏠㒠䀀䀈㓿㐅吀㑀㐇쐀䤂㐄㐀叠㒨㰄搀㓿㐅咀㑀㐇쐀䤆㐄㑀叠㒸㐘䘀㗿㐅鐁呐㐏쐂㐀㐀㐀㐠㰀㐀㐀㗿㑀㐀㐠㐀㐂㐀㐁㐀叠㰀㐀㠀㘀㑀㐀㐠㐟쐂㐀㐁㑀珠㰀㐀㰀㗿㑀㐀㑐㐏쐂㐀㐆㐀叠㰀㐄㠀㗿㑀㐀吀㐐㐂㐀㔀㐀쟠㰀㐔㐀㗿㑀㐀萠㐇쐂㐀㜀琀쟠㰀㑨㘀㟿㑀㐠㐠㐏쐂㐁㐃㐀㐀㰀㠀䀂㗿㑀㑀㐀㐀㐂㐂㐀㑀珠㰀㰀㐄㓿㑀㑀㐐䐀㐂㐂㐀璀叠㰀㰀㘘㓿㑀㑀㐠㰀㐂㐂㐁㑀叠㰀㰀㠆㗿㑀㑀㑀㐀㐂㐂㐂㑀珠㰀㰔㐀㐀㑀㑁䐀㐏쐂㐂㸂琀쟠㰀䐀㑊㗿㑀㒀㐂屏쐂㐄㐂㵀珠㰀䐀㸀㗿㑀㒀㑐䐟쐂㐄㐂璄쟠㰀䐀䰂㗿㑀㒀萀㐏쐂㐆㐀㓀珠㰀䰀㨘㐀㑀㓀㔐㐏쐂㐆㐉璀叠㰀䰀娌㛿㑀㓀㨐㐏쐂㐆㢀㐀琀㰀䱄㐀㗿㑀㕀㐀㰏쐂㐊㐉疀叠㰀怀䀀㐀㑀㖀㐀㐀㐂㐌䂀琀珠㰀汄㐀㘀㑀㚂䐠㐏쐂㐖㲀㐀珠㰀렀㘂㟿㑀㦀㐐㰏쐂㐬㔂瑀㐀㰁렀㘂㠀㑀㾀㐐㰟쐂㑜㐁琀쟠㰈㐀㠀㗿㑀吀㑠㰏쐂㔀㔂琀珠㰈㰀㸀㗿㑀呀㓀㰏쐂㔄㐂璀珠㰈䐀㸄㿿㑀喀㐀小쐂㕜㐁琀珠㰐㐀㠀㐀㑀瑀㐀䰏쐂㘃㔊琀珠㰠㑔㠀㟿㑁㐃吐㐟쐂㤀㘂琀珠㰨㠈㸀㗿㑂鐁呐㐏쐂䀀㐂琀쟠㱠㐀帀㟿㒀㐀㐀㐀㐄㐀㚀㐀㐀䐀㰀㐀㔀㒀㑀㐀㐗쐄㐂㐀㑀㐀䐀㰀㘀㐀㒀㒠㐀㐀㐄㐅㐁㑀㐀䐀䠀㰀㐀㒀㠠㑠㐧쐄㔀㐁㐀㐀䐈㐀蠂㟿㒀吀㚠䰏쐄㔃㐃㑀珠䐈䰀㘆㗿㒀哀㑐氏쐄㔚㐀㗀珠䐘㐀栂㟿㒀钠㑠䰏쐄㤀㐁㑀㐀䐨㐀㰀㐀㓀球吐㐟쐆䀀㐆琀쟠吀㐈㐀㐀㔀㘠㑠㐧쐌㐅㐂㐀㑀搨㐀㰂㐀㖂吀㐠㰀㐌䴀㐁㓀㐀萀䠀㰀㐀㚆吀㐠㰀㘀㐀㐀㐀㐰㐀㐀㠀㐀琀㐀吀㐐㘀㐁㐃㐀㐐㐀㰀㰀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀',5785)]for i in b(0,5785,65)for d in[a.from_bytes(c[i:i+65])]for j in b(455,-1,-65)][:706],[d>>j&15 for c in[C('㩦硂嚒袔麆楖䶚胘庪蜥亪䄍㱨稱䶢㤉㪆蕄䘢㠌窨栢朑䖔窆桓䜑䔑岈奃䶚覌뛪蝢丑䂌骦樒䴡胔鹊啕丩脐鲊橄伒䴑庬蝂帛䶑悊蝓䶢䴕惈祓丢䠘岊靦䲙礔碦欶崪糑婦朡㸢䢕惌樴撐聘麈歧亣粍嫪襕弛䱉㚊蝗圡釄领硔䖢蒑㪦啓㸚胑㪪桤䒣金庈圲䶪裑㱆坦朡裕媈譄甉腕窪褳庐蒑㡰뼶㶹絑庪奅庢豑㣈虑嶩腌鲨硧嶨貔肢㔲䖪襅聬䕲㲨綉峌夦喰赑㳈硄䶸趘鲊譥岳䶝幆霶䒛觝鬊桔䚒裌麈陆亡肌领礱㒐瓑壤譅庡腈繂蝲弩㧕鲪䨸涢覙聦뵡䖙㶙뛦敥斡䤌尀㐀',356)]for i in b(0,356,4)for d in[a.from_bytes(c[i:i+4])]for j in b(28,-1,-4)][:706]));K='STEAL'
def ea(b,c):
 a=J.get(y(b,c))
 if a is not None:return a
 a=J.get(y(G(b),G(c)));return None if a is None else d-1-a
def fa(a,b=I):return b[a]<0
def ga(a=I):return min(b(d),key=lambda c:(abs(a[c]),abs(c-4)))
def ha(c,a,e,d,time_budget,f):
 if a==0:return ga(),0
 if e and fa(da(a)):return K,0
 b=ea(c,a)
 if b is not None:return b,0
 b,_=d.B(c,a,time_budget,f);return b,d.y
ia=16;ja=24;L=60;ka=100;M=2000;la=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def ma(f,b,c):
 d=b|c|ba;e=d&~(d-o);a=e&l
 if not a:return 0
 g=(e-(f+o)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def na(j,k,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);g=d.bit_count()&1;l=F[g];m=F[1-g];a=ia*(b.bit_count()-c.bit_count());a+=ja*((b&l).bit_count()-(c&m).bit_count())
 if b&b>>1:a+=L
 if c&c>>1:a-=L
 a+=ka*ma(d,b,c)
 for n,h in i(la):a+=(j&h).bit_count()-(k&h).bit_count()<<n
 return max(-M,min(M,a))
e=100000;n=e-1000;N,O,P=0,1,2;Q=16;oa=400000;pa=3
class j(B):0
def qa(a,b):
 if a>n:return a+b
 if a<-n:return a-b
 return a
def ra(a,b):
 if a>n:return a-b
 if a<-n:return a+b
 return a
def R(f,g,h,i):
 a=[]
 for b in v:
  d=h&k[b]
  if d:e=p(f|d,g|d);a.append((b!=i,-e.bit_count(),c(a),b,e))
 a.sort();return[(a[3],a[4])for a in a]
def sa(d,b):
 a=[c for c in v if d&k[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class ta:
 def __init__(a):a.v={};a.d=0;a.w=None;a.z=None;a.u=0;a.interrupted=None;a.y=0;a.D=[]
 def B(a,g,f,time_budget=None,h=None,interrupted=None):
  a.interrupted=interrupted;r=t.perf_counter();a.w=None if h is None else a.d+h;a.z=None if time_budget is None or h is not None else r+time_budget;a.u=a.d+Q
  if c(a.v)>oa:a.v.clear()
  s=Z-f.bit_count();a.y=0;a.D=[];u=f+o&l;m=p(g,f)&u
  if m:return next(c for c in v if m&k[c]),e-1
  d=a.E(g,f,None)[0][0],0
  for q in b(1,s+1):
   try:d=a.J(g,f,q,d[0])
   except j as i:
    if i.args and i.args[0]is not None:d=i.args[0]
    break
   a.y=q;a.D.append(d[1])
   if abs(d[1])>n:break
  return d
 def E(i,c,a,f):d=a+o&l;e=p(c^a,a);b=e&d or d;g=b&~(e>>1);h=R(c,a,g or b,f);return[a for a,_ in h],b
 def J(d,i,f,g,n):
  o,p=d.E(i,f,n);a,l=-e,e;c=None
  for m in o:
   q=p&k[m];h=i^f,f|q
   try:
    if c is None:b=-d.t(*h,g-1,-l,-a,1)
    else:
     b=-d.t(*h,g-1,-a-1,-a,1)
     if b>a:b=-d.t(*h,g-1,-l,-a,1)
   except j:raise j(c)
   if c is None or b>a:c=m,b;a=max(a,b)
  return c
 def t(f,q,h,r,b,g,d,m=None,s=None):
  f.d+=1
  if f.d>=f.u:f.H()
  t=h+o&l
  if s is None:s=p(q,h)
  if s&t:return e-d-1
  if not t:return 0
  u=q^h
  if m is None:m=p(u,h)
  c=m&t
  if c:
   if c&c-1:return-(e-d-2)
  else:c=t
  c&=~(m>>1)
  if not c:return-(e-d-2)
  B=not c&c-1
  if r<=0 and not B:return na(q,u,h,s,m)
  if g>e-d-3:
   g=e-d-3
   if b>=g:return g
  C=y(q,h);D=f.v.get(C);z=None
  if D is not None:
   J,j,K,z=D
   if J>=r:
    a=ra(K,d)
    if j==N:return a
    if j==O and a>=g:return a
    if j==P and a<=b:return a
  L=b;v=r if B else r-1;n=-e;w=None
  if v>0:E=R(q,h,c,z)
  else:E=sa(c,z)
  for M,(F,x)in i(E):
   G=c&k[F];H=h|G;I=u,H,v;A=m&~G
   if w is not None:
    a=b+1
    if M>=pa and v>=2 and not x:a=-f.t(u,H,v-1,-b-1,-b,d+1,x,A)
    if a>b:a=-f.t(*I,-b-1,-b,d+1,x,A)
   if w is None or b<a<g:a=-f.t(*I,-g,-b,d+1,x,A)
   if a>n:
    n=a;w=F
    if a>b:
     b=a
     if b>=g:break
  if n<=L:j=P
  elif n>=g:j=O
  else:j=N
  f.v[C]=r,j,qa(n,d),w;return n
 def H(a):
  a.u=a.d+Q
  if a.w is not None:
   if a.d>=a.w:raise j
   a.u=min(a.u,a.w)
  elif a.z is not None and t.perf_counter()>=a.z:raise j
  if a.interrupted is not None and a.interrupted():raise j
ua=1.;va=.1;wa=.55;x=-2;xa=1.
def ya():b=os.environ.get('ARENA_NODES');return a(b)if b else None
def z(a):return[''.join(a[b]for a in reversed(a))for b in b(d)]
def za(e,l,i=None):
 a=e.turn_index
 if a<0 or a%2!=l:return 0,f'turnIndex: {a} is not player {l}\'s turn'
 if i is not None and a!=i.turn_index+2:return 0,f'turnIndex: {a} after {i.turn_index}'
 m=Aa(e.board_rows,a)
 if m:return m
 k=z(e.board_rows);n=[a for a in b(d)if k[a][-1]==f];o=n+([x]if a==1 else[])
 if not n or e.actions!=o:return 1+h,f'actions: expected {o}, got {e.actions}'
 g=e.opp_previous_action;t=2+h+c(e.actions);p=str(1-l);q=a>=2 and sum(a.count(r)for a in k)<(a+1)//2
 if a==0:j=g==-1
 elif a==2 and q:j=g==x
 else:
  j=0<=g<d and k[g].rstrip(f)[-1:]==p
  if j and i is not None:
   s=Ba(i,k,p,a==3 and q)
   if s is None:return 1,'boardRows: a chip of the previous turn is gone or changed'
   j=s==[g]
 if not j:return t,f'oppPreviousAction: {g} is not the opponent\'s last action'
def Aa(b,a):
 for n,e in i(b):
  if c(e)!=d or e.strip('.01'):return 1+n,f'boardRows: expected {d} of \'.01\', got {e!r}'
 g=z(b)
 for o,p in i(g):
  j=p.rstrip(f)
  if f in j:return 1+h-c(j),f'boardRows: a chip floats in column {o}'
 k=sum(a.count(r)for a in g);l=sum(a.count('1')for a in g);q=(a+1)//2-k
 if l!=a//2 or q not in((0,1)if a>=2 else(0,)):return 1,f'boardRows: {k} 0s and {l} 1s at turnIndex {a}'
 m,s=H(b,r)
 if w(m)or w(m^s):return 1,'boardRows: four in a row already'
def Ba(e,g,h,j):
 b=[]
 for k,(a,d)in i(zip(z(e.board_rows),g)):
  a=a.rstrip(f)
  if j:a=a.replace(r,'1')
  if not d.startswith(a):return
  b+=[k]*d.rstrip(f)[c(a):].count(h)
 return b
def S(h,i=None,d=None):
 c=Y(i or s.stdin.buffer.readline)
 try:
  a=c.F()
  if sorted((a.my_id,a.opp_id))!=[0,1]:raise m(f'input line 1: myId oppId: expected 0 1 or 1 0, got {a.my_id} {a.opp_id}')
  j=str(a.my_id);e=ua;f=None
  while True:
   k=c.e+1;b=c.I();l=t.perf_counter();g=za(b,a.my_id,f)
   if g:n,o=g;raise m(f'input line {k+n}: {o}')
   f=b
   def p(a=l):return t.perf_counter()-a
   q=h(j,b.turn_index,b.board_rows,b.actions,e,p);print(q,flush=True);e=va
   if d is not None:d()
 except u:return
 except m as r:print(f'connect4: bad input, stopping: {r}',file=s.stderr)
def Ca():
 gc.disable();f=ya();a=ta();b=[]
 def d(i,j,k,m,n,g):
  h,e=H(k,i);b.clear();o=a.d;c,p=ha(h,e,x in m,a,n*wa-g(),f);print(f'turn {j}: {c} depth {p} nodes {a.d-o} ms {g()*1000:.1f}',file=s.stderr);d=(0,e)if c==K else ca(h,e,c)
  if d[1]!=l and not w(d[0]^d[1]):b.append(d)
  return c
 c=V(f)
 if c is None:S(d);return
 def e():
  if b:a.B(*b[0],time_budget=xa,interrupted=c.K)
 S(d,c.readline,e)
Ca()

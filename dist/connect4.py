# connect4: built by arena-bundler from 12 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.pipe_input sources.readers sources.readers.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 2873d62cc17525ac
i=enumerate;b=range;c=len;e='.';m=b'\n';a=int;x=ValueError;z=Exception;n='0';A=lambda s,n:((k:=c(s)+7&-8),(o:=a.from_bytes(b'\0\x01'*k)),(x:=a.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&a.from_bytes((bytes(g)+b'\xff'*g)*(k//g)))|x-l>>g//2)for g in(2,4,8)],(e:=x.to_bytes(2*k)),(d:=b''.join(e[i+1:i+16]for i in b(0,2*k,16))),d[c(d)-n:])[-1];from collections import namedtuple as B;import gc,os,sys as q,time as r,select;M=1<<16
class N:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while m not in a.buffer:
   c=os.read(a.fd,M)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(m);return b+m
 def K(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def O(a):
 if a is not None:return
 try:return N(q.stdin.fileno())
 except(AttributeError,x,OSError):return
class s(z):0
class h(x):0
P=B('Init','my_id opp_id');Q=B('Turn','turn_index board_rows num_valid_actions actions opp_previous_action')
class R:
 def __init__(a,b):a.readline=b;a.e=0
 def q(a):
  b=a.readline()
  if not b:raise s(f'input ended after line {a.e}')
  a.e+=1
  if b[-1:]not in('\n',m):raise s(f'input ended inside line {a.e}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise h(f'input line {b.e}: expected UTF-8 text, got {a!r}')from None
 def A(a,b,c,d):return h(f'input line {a.e}: {b}: expected {c}, got {d!r}')
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
 def F(a):b=a.split(a.q(),2,'myId oppId');c=a.h(b[0],'myId');d=a.h(b[1],'oppId');return P(c,d)
 def I(a):d=a.h(a.q(),'turnIndex');e=[a.G(a.q(),9,'boardRows')for _ in b(7)];c=a.h(a.q(),'numValidActions');f=[a.h(a.q(),'actions')for _ in b(c)];g=a.h(a.q(),'oppPreviousAction');return Q(d,e,c,f,g)
f=8;S=63;t=4,3,5,2,6,1,7,0,8
def C(a,b):return 1<<a*f+b
T=1,256,65536,16777216,4294967296,1099511627776,281474976710656,72057594037927936,0x10000000000000000;k=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;o=0x10101010101010101;l=0x7f7f7f7f7f7f7f7f7f;U=0x808080808080808080;D=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def V(b,a,c):return b^a,a|a+T[c]
def p(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(l^d)
def u(a):
 for b in 1,f,f-1,f+1:
  c=a&a>>b
  if c&c>>2*b:return True
 return False
def E(d):
 a=0
 for c in b(9):e=d>>c*f&k[0];a|=e<<(8-c)*f
 return a
def y(a,b):return a+b
def F(g,h):
 a=b=0
 for j,k in i(g):
  c=6-j
  for d,f in i(k):
   if f!=e:
    b|=C(d,c)
    if f==h:a|=C(d,c)
 return a,b
def W(a):return(a.bit_length()-1)//f
G=10,0,-6,-10,-5,-10,-6,0,10;H=dict(zip([(d>>j&0x1ffffffffffffffff)+1 for c in[A('㐀㐀㐀㐀㐀㐀㐀㐀㐀䀀㐀㐀㐀叠㐀㐀㐀㔁㐀㐀㐀㐐㐀㐀㐀㐀쟠㐀㐀㐁쟿㐀㐀㐀㰀㠀㐀㐀㑀珠㐀㐀㐄㐀㐀㐀㐀䐇쐀㐀㐀㓿쟠㐀㐀㗿쟿㐀㐀㐐㐀㠀㐀㐀琀珠㐀㐀㘃쟿㐀㐀㐠㐀㐀㐀㐁㐀㑀㐀㐀㠀㓿㐀㐀㐠㐈㐀㐀㐁㐀鏠㐀㐀㠁쟿㐀㐀㐠㰀㐀㐀㐁㑀叠㐀㐀㯿쟿㐀㐀㑀㐀㐀㐀㐂㐀叠㐀㐀㸀㘀㐀㐀㑐㐟쐀㐀㐂瑀珠㐀㐀䘀㗿㐀㐀㓀㐀㐀㐀㐆㐀叠㐀㐀䰀㔀㐀㐀㓀㐗쐀㐀㐆㐿쟠㐀㐀䰂㓿㐀㐀㓀篿쐀㐀㐉쟿쟠㐀㐀尀㓿㐀㐀㕀寿쐀㐀㐎㠿쟠㐀㐃쟿쟿㐀㐀䐀㐀㠀㐀㒀㐀珠㐀㐄㐃쟿㐀㐀䐟쟿쐀㐀㒁㐀㐀㐀㐄㠀㓿㐀㐀䑐㐏쐀㐀㒃㐀㐀㐀㐄䀀㓿㐀㐀䑠㯿쐀㐀㒄쟿쟠㐀㐄䯿쟿㐀㐀䓀㐇쐀㐀㒍㐿쟠㐀㐄栂㟿㐀㐀䖠䰏쐀㐀㒎㘿쟠㐀㐈㐀㐀㐀㐀吀㐇쐀㐀㔀㐀瑀㐀㐈㐀㠀㐀㐀吀㐿쐀㐀㔀㐿쟠㐀㐈㐂㘀㐀㐀吀㰟쐀㐀㔀珿쟠㐀㐈㘀㘀㐀㐀吐㐟쐀㐀㔊㘿쟠㐀㐈尒㟿㐀㐀啁㰏쐀㐀㔒㔿쟠㐀㐌㿿쟿㐀㐀斟쟿쐀㐀㗿쟿쟠㐀㐐㐀㘀㐀㐀琀㐟쐀㐀㘁㐀瑀㐀㐐㠂㘀㐀㐀萀㐐㐀㐀㚀㐀쟠㐀㐔㐂㗿㐀㐀萀䐀㐀㐀㚀㒀叠㐀㐔㐇쟿㐀㐀萐㐏쐀㐀㚀瑿쟠㐀㐔㠀㔀㐀㐀萠㐗쐀㐀㚁㑀叠㐀㐔㰀㓿㐀㐀蔿쟿쐀㐀㚊㐀叠㐀㐔栂㯿㐀㐀薠䰟쐀㐀㜀琀㐀㐀㐘㘀㓿㐀㐀鐐㯿쐀㐀㜁珿쟠㐀㐤㐀㗿㐀㐁䐀䏿쐀㐀㢁㐀叠㐀㐤䯿쟿㐀㐁吏쟿쐀㐀㤀琀쟠㐀㐰㐀㐀㐀㐁琀㐇쐀㐀㨀㐿쟠㐀㐰㗿쟿㐀㐁琐㐟쐀㐀㨄珿쟠㐀㐰䘀㟿㐀㐂珿쟿쐀㐀㸀㐀쟠㐀㑐㠁쟿㐀㐂瑏쟿쐀㐀㸂琀쟠㐀㑤㐀㘀㐀㐃䐀䐇쐀㐀䂀㓿쟠㐀㑤㘀㗿㐀㐃䓀㐀㐀㐀䂆㐀叠㐀㑨㧿쟿㐀㐃呰䏿쐀㐀䄓瑿쟠㐀㑰㐅쟿㐀㐃琀谀㐀㐀䈀㻀㐀㐀㒰㐕쟿㐀㐅琁谀㐀㐁㐀㐀㐠㐀㠀㐀㗿㐀㐠㐀䏿쐀㐁㐀쟿쟠㐀㠀㠀㐀㐀㐠㐠㐇쐀㐁㐁㐀琀㐀㠀㠀㟿㐀㐠㐠㰏쐀㐁㐂㐀珠㐀㠀㸀㗿㐀㐠㑠㐀㐀㐁㐃㐀㑀㐀㠀䀀㓿㐀㐠㑠㐈㐀㐁㐃㐿쟠㐀㠀䀂㐀㐀㐠㒟쟿쐀㐁㐅㐀㐀㐀㠀䠄㓿㐀㐠㒠萇쐀㐁㐅㢁叠㐀㠀䯿쟿㐀㐠㓀㐇쐀㐁㐎㐀鏠㐀㠀谀㓿㐀㐠䐠㐏쐀㐁㒂쟿쟠㐀㠄䀀㐀㐀㐠䒠䏿쐀㐁㔀㐀琀㐀㠈㐀㟿㐀㐠囀㐗쐀㐁㘎㐀鏠㐀㠔㐀㗿㐀㐠萀䏿쐀㐁㚁㐀叠㐀㠔㰀㗿㐀㐠蓀㐇쐀㐁㚖㐀叠㐀㠘㐀㐀㐀㐠鐀㐇쐀㐁㜀㐿쟠㐀㠘㗿쟿㐀㐡䗀㐇쐀㐁㨌珿쟠㐀㠰昀㟿㐀㐢琟쟿쐀㐁䄀珿쟠㐀㡨㘇쟿㐀㐣吰䏿쐀㐁䄋瑿쟠㐀㡰㐁쟿㐀㐥琁诿쐀㐂㐀㐀㐀㐀㰀㐀㓿㐀㑀㐀㯿쐀㐂㐀㑀琀㐀㰀㐂㟿㐀㑀㐀䐈㐀㐂㐀㒀鏠㐀㰀㐆㗿㐀㑀㐀吀㐀㐂㐀㔀叠㐀㰀㐏쟿㐀㑀㐐㰏쐀㐂㐀璀㐀㐀㰀㘄㓿㐀㑀㐐叿쐀㐂㐁瑿쟠㐀㰀㰀㐂㐀㑀㑀㐈㐀㐂㐂㑀㐀㐀㰀䐀㐀㐀㑀㔐㐏쐀㐂㐉瑿쟠㐀㰀封쟿㐀㑀㕀㰇쐀㐂㒀㑀珠㐀㰄㐄㓿㐀㑀䐀叿쐀㐂㒀瑿쟠㐀㰄㰀㐀㐀㑀䓀㰀㐀㐂㒆㑀叠㐀㰄寿쟿㐀㑀䕀㐇쐀㐂㖆㐀㐀㐀㰔尀㛿㐀㑀蕀㐘䀀㐂㚊㐁鐠㐀㰜柿쟿㐀㑁䐐㐏쐀㐂㢁㐀鏠㐀㰤尀㓿㐀㑂䐠㐇쐀㐂㲊㐁叠㐀㱄射㓿㐀㑂琐㐟쐀㐂㸂琿쟠㐀㱐䗿쟿㐀㑂璐㐟쐀㐂㸈瑿쟠㐀㲄䀀㓿㐀㑌䒠㐇쐀㐃㐁㐀珠㐀䀀㿿쟿㐀㑠㑠㐀㐀㐃㐎㐀叠㐀䀀쀀㔀㐀㑠㧀㐇쐀㐃㔂琀珠㐀䀈帀㗿㐀㑠萠㐏쐀㐄㐀㑀珠㐀䐀㐄㓿㐀㒀㐀叿쐀㐄㐀瑿쟠㐀䐀㘓쟿㐀㒀㑀㐀㐀㐄㐂硿쟠㐀䐀䘀㗿㐀㒀㒐菿쐀㐄㐌琀琀㐀䐀昀㟿㐀㒀㖑䏿쐀㐄㐔癿쟠㐀䐀먀㯿㐀㒀㦐㐟쐀㐄㖌쟿쟠㐀䐔㘀㗿㐀㒀蕀㐇쐀㐄㲃㐀叠㐀䑐旿쟿㐀㒃䐐㐏쐀㐄撃㐀叠㐀䠀㐄㐀㐀㒠㐀䐇쐀㐅㐀㓿쟠㐀䠀㘃쟿㐀㒠㒐䏿쐀㐅㐅㐀吀㐀䠀寿쟿㐀㒠䐀䏿쐀㐅㔊㐀叠㐀䠈封쟿㐀㒠啀篿쐀㐅㔒㐁叠㐀䠐氀㫿㐀㒣吐珿쐀㐅䄁瓿쟠㐀䰀㘀㐀㐀㓀㐐㐇쐀㐆㐀琿쟠㐀䰀瘀㗿㐀㓀㨐㐐㐀㐆㒀㐀㐀㐀䰄㐀㓿㐀㓀䐀㯿쐀㐆㖀㓿쟠㐀䰜䰀㐀㐀㓂룀㐈㐀㐆㾆㑀㐀㐀吀㐊㗿㐀㔀㐐揿쐀㐈㐂癿쟠㐀堀㐃쟿㐀㔠㒠㐀㐀㐉㐖㐀叠㐀堈尀㣿㐀㔠啀寿쐀㐊㐉瑿쟠㐀射㐇쟿㐀㕀擀㐀㐀㐋㐅㐀㐀㐀搀㐀㐀㐀㖀㐀㐇쐀㐌㐀㐿쟠㐀搀㸁쟿㐀㖀㑒䏿쐀㐌㒀㓿쟠㐀摄䀀㛿㐀㖄䑠㐇쐀㐐㐀㝀珠㐀琀㸋쟿㐀㚀㐀叿쐀㐔㐂硿쟠㐀葤㘀㗿㐀㜡琀㯿쐀㐙㸁㐿쟠㐀顰㐅쟿㐀㜣琐㯿쐀㐚㐑瑿쟠㐀鰌尀㐀㐀㨀㐁小쐀㐰㐂癿쟠㐁琀䘋쟿㐀吀㐀㐀㠀㔀㐀㐀珠㐈㐀㐃쟿㐀吀㐠㐀㐀㔀㐁㐀叠㐈㐀㠀㘀㐀吀㐠㐟쐀㔀㐁㑀珠㐈㐀㠄㐀㐀吀㐠䐇쐀㔀㐁㓿쟠㐈㐀㰀㗿㐀吀㑀䏿쐀㔀㐂琀珠㐈㐀䰀㓿㐀吀㗀㐗쐀㔀㒁㐀珠㐈㐄㠃쟿㐀吀䑠㐐㐀㔀㒃㐀쟠㐈㐈㐀㘀㐀吀吀㐟쐀㔀㔀㑂쟠㐈㐈㐄㐀㐀吀吀䐇쐀㔀㔀㓿쟠㐈㐈㘀㿿㐀吀吐䏿쐀㔀㖁㕿쟠㐈㐐㐃쟿㐀吀萀㐏쐀㔀㚀㑿쟠㐈㐔㠀㓿㐀吁疐㐟쐀㔀䄀琀쟠㐈㑨㨃쟿㐀吠㐠㐏쐀㔁㐁㑿쟠㐈㠀䀀㐀㐀吠㑠㰏쐀㔁㐎㐀叠㐈㠄㠋쟿㐀吠吀䏿쐀㔁㔂琀珠㐈㰀㐂㗿㐀呀㐀䐀㐀㔂㐀㒀叠㐈㰀㐇쟿㐀呀㐐䏿쐀㔂㐁㐀吀㐈㰀㠀㛿㐀呀㐠㰇쐀㔂㐂㐀㐀㐈㰀㰀㓿㐀呀㒐䏿쐀㔂㐅瑿쟠㐈㰀䰂㓿㐀呀䐀䏿쐀㔂㒁㐀叠㐈㰄㠄㛿㐀呂琀㐟쐀㔂㸀㒁㐀㐈㱐㘃쟿㐀呂琐䐟쐀㔂㸀癿쟠㐈㱐㨋쟿㐀呂璐䏿쐀㔂䂀琀珠㐈䀈一㗿㐀咀㐀䏿쐀㔄㐀㕀珠㐈䐀㠀㓿㐀咀㑐䏿쐀㔄㐃㐀鏠㐈䐀䠀㓿㐀咀萀㐏쐀㔄㚁㒀鏠㐈䑔㠄㛿㐀咠㐀䏿쐀㔅㐂瑿쟠㐈䠀谀㓿㐀咠痀㐗쐀㔆㐀㓀珠㐈䰀㰂㓿㐀哀㑀㱇쐀㔆㐄㑁叠㐈䰀娃쟿㐀哀㕀㱇쐀㔆㐌㑂叠㐈䰄搂㣿㐀唀㐀鰏쐀㔉㔖㐀叠㐈尀㐂㗿㐀啀㐀谏쐀㔊㐂㐀叠㐈尀䨃쟿㐀啀㓀㰇쐀㔊㐆㑂叠㐈尀訃쟿㐀喀萠䐷쐀㔌㢁㒀鏠㐈簀䰀㓿㐀噀㓀䐈㐀㔒㒆㒀叠㐈萀㐊㗿㐀嚀㐁小쐀㔘㐀㥀珠㐈鰀㐆㗿㐀址㐀谟쐀㔚㐀盀珠㐈鰀娃쟿㐀址㕀㰇쐀㔚㖆㐀㐀㐉尀㐂㗿㐀奀㓀㰇쐀㔰㐀㝀珠㐐㐀㐀㐀㐀琀㐀㐇쐀㘀㐁㑀㐀㐐㐀㠂㓿㐀琀㐠䯿쐀㘀㐂琀㐀㐐㐀㸀㓿㐀琀䑐叿쐀㘀㒄瑿쟠㐐㐈㐂㐀㐀琀吀㰇쐀㘀㔀㒿쟠㐐㐌㸀㗿㐀琀萀㐀㐀㘀㚀㐀叠㐐㐔㐀㯿㐀琀萀吇쐀㘀㚀琅쟠㐐㐔䘄㓿㐀琀蒐叿쐀㘀㢀㐀琀㐐㐬㸂㗿㐀琂摐㐏쐀㘀㸁㑀㐀㐐㑔㘀䯿㐀琠㐠㐀㐀㘁㐁㐀叠㐐㠀㠀㔀㐀琠㐠㐗쐀㘁㐁㑀叠㐐㠀㰀㓿㐀琠㑐㐟쐀㘁㐅㐀鏠㐐㠀帀㟿㐀琠䐠㐇쐀㘂㐀㑀㐀㐐㰀㐂㓿㐀瑀㐀䯿쐀㘂㒀㓀珠㐐㱄尀㓿㐀瑠㐠㐇쐀㘃㐆琀쟠㐐䀈帀㟿㐀瑠噐㐏쐀㘃儀㑀叠㐐䃨㐅쟿㐀璠㐀䐗쐀㘅㐀㔀叠㐐䠀㐏쟿㐀璠㐀鐗쐀㘅㐀㤀叠㐐䠀㐨㳿㐀璠㑀㰇쐀㘅㐄瓿쟠㐐䠀嘃쟿㐀璠㔐菿쐀㘅㐐畿쟠㐐堀㐨㣿㐀甠㑀㐇쐀㘉㐂㑁叠㐐怀㰀㓿㐀疠㐀䐷쐀㘍㐀㔅鏠㐐栀㐘㜀㐀癠㐠㐇쐀㘓㐅㐀叠㐐蠀㐄㛿㐀皠㐀䑘㐀㘕㐀㒅鏠㐐蠀㐈㻿㐀皠㐀鐗쐀㘙㐂㐀鏠㐐頀㰀㼀㐀眠㑀㰇쐀㘛㐂㑀叠㐐됀䠅쟿㐀鐀㐠㐏쐀㜀㐎㐀叠㐘㐈㸀㗿㐀鐁呐㐏쐀㜂㐁㐀叠㐘㰔㐀㗿㐀铀㐀谏쐀㜔㐀㝀珠㐘鐀㐚㗿㐁㐀㐠㐀㐀㠀㐁㐀叠㐠㐀㸀㟿㐁㐀䑐㐏쐀㠀㒂琂珠㐠㐄㸂㧿㐁㐀萀㐐㐀㠀㚀㐀쟠㐠㐔㐀䯿㐁㐀萀叿쐀㠀㚀㣿쟠㐠㐴㐀㯿㐁㐁萀㓀㐀㠀㪀㳿쟠㐠㐴㘀䯿㐁㐂萀㐟쐀㠀㺀㐅쟠㐠㑔㐧쟿㐁㐂萠㐿쐀㠁㐁㐀叠㐠㠀䀀㛿㐁㐠啐㐟쐀㠁㚀㛿쟠㐠㠔㠘㐀㐁㐡䐠鏿쐀㠅㐀㒀叠㐠䠀㰂㣿㐁㔠萀菿쐀㠙㐂㐂鏠㐠됀㰀㓿㐁㭠㑀㐈㐀㡛㐂㐀叠㐨㐀㰀㓿㐁琀蒐吇쐀㬀㜂琀珠㑐耀䠀㓿㐂鐂呐㐏쐀䀀㐄琀쟠㑠㐄㸂㷿㐃㐠䑐㑏쐀䀃㐁㐀叠㑨㐀䐀㓿㐃呀㔀㐇쐀䄂㒄㐀叠㑨䐀鐀㓿㐅㑠㑠㐇쐀䠃㐃㒀鏠㒠䀀䀈㓿㐅吀㑀㐇쐀䤂㐄㐀叠㒨㰄搀㓿㐅咀㑀㐇쐀䤆㐄㑀叠㒸㐘䘀㗿㐅鐁呐㐏쐂㐀㐀㐀㐠㰀㐀㐀㗿㑀㐀㐠㐀㐂㐀㐁㐀叠㰀㐀㠀㘀㑀㐀㐠㐟쐂㐀㐁㑀珠㰀㐀㰀㗿㑀㐀㑐㐏쐂㐀㐆㐀叠㰀㐄㠀㗿㑀㐀吀㐐㐂㐀㔀㐀쟠㰀㐔㐀㗿㑀㐀萠㐇쐂㐀㜀琀쟠㰀㑨㘀㟿㑀㐠㐠㐏쐂㐁㐃㐀㐀㰀㠀䀂㗿㑀㑀㐀㐀㐂㐂㐀㑀珠㰀㰀㐄㓿㑀㑀㐐䐀㐂㐂㐀璀叠㰀㰀㘘㓿㑀㑀㐠㰀㐂㐂㐁㑀叠㰀㰀㠆㗿㑀㑀㑀㐀㐂㐂㐂㑀珠㰀㰔㐀㐀㑀㑁䐀㐏쐂㐂㸂琀쟠㰀䐀㑊㗿㑀㒀㐂屏쐂㐄㐂㵀珠㰀䐀㸀㗿㑀㒀㑐䐟쐂㐄㐂璄쟠㰀䐀䰂㗿㑀㒀萀㐏쐂㐆㐀㓀珠㰀䰀㨘㐀㑀㓀㔐㐏쐂㐆㐉璀叠㰀䰀娌㛿㑀㓀㨐㐏쐂㐆㢀㐀琀㰀䱄㐀㗿㑀㕀㐀㰏쐂㐊㐉疀叠㰀怀䀀㐀㑀㖀㐀㐀㐂㐌䂀琀珠㰀汄㐀㘀㑀㚂䐠㐏쐂㐖㲀㐀珠㰀렀㘂㟿㑀㦀㐐㰏쐂㐬㔂瑀㐀㰁렀㘂㠀㑀㾀㐐㰟쐂㑜㐁琀쟠㰈㐀㠀㗿㑀吀㑠㰏쐂㔀㔂琀珠㰈㰀㸀㗿㑀呀㓀㰏쐂㔄㐂璀珠㰈䐀㸄㿿㑀喀㐀小쐂㕜㐁琀珠㰐㐀㠀㐀㑀瑀㐀䰏쐂㘃㔊琀珠㰠㑔㠀㟿㑁㐃吐㐟쐂㤀㘂琀珠㰨㠈㸀㗿㑂鐁呐㐏쐂䀀㐂琀쟠㱠㐀帀㟿㒀㐀㐀㐀㐄㐀㚀㐀㐀䐀㰀㐀㔀㒀㑀㐀㐗쐄㐂㐀㑀㐀䐀㰀㘀㐀㒀㒠㐀㐀㐄㐅㐁㑀㐀䐀䠀㰀㐀㒀㠠㑠㐧쐄㔀㐁㐀㐀䐈㐀蠂㟿㒀吀㚠䰏쐄㔃㐃㑀珠䐈䰀㘆㗿㒀哀㑐氏쐄㔚㐀㗀珠䐘㐀栂㟿㒀钠㑠䰏쐄㤀㐁㑀㐀䐨㐀㰀㐀㓀球吐㐟쐆䀀㐆琀쟠吀㐈㐀㐀㔀㘠㑠㐧쐌㐅㐂㐀㑀搨㐀㰂㐀㖂吀㐠㰀㐌䴀㐁㓀㐀萀䠀㰀㐀㚆吀㐠㰀㘀㐀㐀㐀㐰㐀㐀㠀㐀琀㐀吀㐐㘀㐁㐃㐀㐐㐀㰀㰀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀㐀',5785)]for i in b(0,5785,65)for d in[a.from_bytes(c[i:i+65])]for j in b(455,-1,-65)][:706],[d>>j&15 for c in[A('㩦硂嚒袔麆楖䶚胘庪蜥亪䄍㱨稱䶢㤉㪆蕄䘢㠌窨栢朑䖔窆桓䜑䔑岈奃䶚覌뛪蝢丑䂌骦樒䴡胔鹊啕丩脐鲊橄伒䴑庬蝂帛䶑悊蝓䶢䴕惈祓丢䠘岊靦䲙礔碦欶崪糑婦朡㸢䢕惌樴撐聘麈歧亣粍嫪襕弛䱉㚊蝗圡釄领硔䖢蒑㪦啓㸚胑㪪桤䒣金庈圲䶪裑㱆坦朡裕媈譄甉腕窪褳庐蒑㡰뼶㶹絑庪奅庢豑㣈虑嶩腌鲨硧嶨貔肢㔲䖪襅聬䕲㲨綉峌夦喰赑㳈硄䶸趘鲊譥岳䶝幆霶䒛觝鬊桔䚒裌麈陆亡肌领礱㒐瓑壤譅庡腈繂蝲弩㧕鲪䨸涢覙聦뵡䖙㶙뛦敥斡䤌尀㐀',356)]for i in b(0,356,4)for d in[a.from_bytes(c[i:i+4])]for j in b(28,-1,-4)][:706]));I='STEAL'
def X(b,c):
 a=H.get(y(b,c))
 if a is not None:return a
 a=H.get(y(E(b),E(c)));return None if a is None else 8-a
def Y(a,b=G):return b[a]<0
def Z(a=G):return min(b(9),key=lambda c:(abs(a[c]),abs(c-4)))
def aa(c,a,e,d,time_budget,f):
 if a==0:return Z(),0
 if e and Y(W(a)):return I,0
 b=X(c,a)
 if b is not None:return b,0
 b,_=d.B(c,a,time_budget,f);return b,d.y
ba=100;J=2000;ca=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def da(f,b,c):
 d=b|c|U;e=d&~(d-o);a=e&l
 if not a:return 0
 g=(e-(f+o)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def ea(j,k,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);g=d.bit_count()&1;l=D[g];m=D[1-g];a=16*(b.bit_count()-c.bit_count());a+=24*((b&l).bit_count()-(c&m).bit_count())
 if b&b>>1:a+=60
 if c&c>>1:a-=60
 a+=ba*da(d,b,c)
 for n,h in i(ca):a+=(j&h).bit_count()-(k&h).bit_count()<<n
 return max(-J,min(J,a))
d=100000;j=d-1000;fa=400000
class g(z):0
def ga(a,b):
 if a>j:return a+b
 if a<-j:return a-b
 return a
def ha(a,b):
 if a>j:return a-b
 if a<-j:return a+b
 return a
def K(f,g,h,i):
 a=[]
 for b in t:
  d=h&k[b]
  if d:e=p(f|d,g|d);a.append((b!=i,-e.bit_count(),c(a),b,e))
 a.sort();return[(a[3],a[4])for a in a]
def ia(d,b):
 a=[c for c in t if d&k[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class ja:
 def __init__(a):a.v={};a.d=0;a.w=None;a.z=None;a.u=0;a.interrupted=None;a.y=0;a.D=[]
 def B(a,h,f,time_budget=None,i=None,interrupted=None):
  a.interrupted=interrupted;s=r.perf_counter();a.w=None if i is None else a.d+i;a.z=None if time_budget is None or i is not None else s+time_budget;a.u=a.d+16
  if c(a.v)>fa:a.v.clear()
  u=S-f.bit_count();a.y=0;a.D=[];v=f+o&l;n=p(h,f)&v
  if n:return next(c for c in t if n&k[c]),d-1
  e=a.E(h,f,None)[0][0],0
  for q in b(1,u+1):
   try:e=a.J(h,f,q,e[0])
   except g as m:
    if m.args and m.args[0]is not None:e=m.args[0]
    break
   a.y=q;a.D.append(e[1])
   if abs(e[1])>j:break
  return e
 def E(i,c,a,f):d=a+o&l;e=p(c^a,a);b=e&d or d;g=b&~(e>>1);h=K(c,a,g or b,f);return[a for a,_ in h],b
 def J(e,j,f,h,n):
  o,p=e.E(j,f,n);a,l=-d,d;c=None
  for m in o:
   q=p&k[m];i=j^f,f|q
   try:
    if c is None:b=-e.t(*i,h-1,-l,-a,1)
    else:
     b=-e.t(*i,h-1,-a-1,-a,1)
     if b>a:b=-e.t(*i,h-1,-l,-a,1)
   except g:raise g(c)
   if c is None or b>a:c=m,b;a=max(a,b)
  return c
 def t(f,q,h,r,b,g,e,m=None,s=None):
  f.d+=1
  if f.d>=f.u:f.H()
  t=h+o&l
  if s is None:s=p(q,h)
  if s&t:return d-e-1
  if not t:return 0
  u=q^h
  if m is None:m=p(u,h)
  c=m&t
  if c:
   if c&c-1:return-(d-e-2)
  else:c=t
  c&=~(m>>1)
  if not c:return-(d-e-2)
  B=not c&c-1
  if r<=0 and not B:return ea(q,u,h,s,m)
  if g>d-e-3:
   g=d-e-3
   if b>=g:return g
  C=y(q,h);D=f.v.get(C);z=None
  if D is not None:
   J,j,L,z=D
   if J>=r:
    a=ha(L,e)
    if j==0:return a
    if j==1 and a>=g:return a
    if j==2 and a<=b:return a
  M=b;v=r if B else r-1;n=-d;w=None
  if v>0:E=K(q,h,c,z)
  else:E=ia(c,z)
  for N,(F,x)in i(E):
   G=c&k[F];H=h|G;I=u,H,v;A=m&~G
   if w is not None:
    a=b+1
    if N>=3 and v>=2 and not x:a=-f.t(u,H,v-1,-b-1,-b,e+1,x,A)
    if a>b:a=-f.t(*I,-b-1,-b,e+1,x,A)
   if w is None or b<a<g:a=-f.t(*I,-g,-b,e+1,x,A)
   if a>n:
    n=a;w=F
    if a>b:
     b=a
     if b>=g:break
  if n<=M:j=2
  elif n>=g:j=1
  else:j=0
  f.v[C]=r,j,ga(n,e),w;return n
 def H(a):
  a.u=a.d+16
  if a.w is not None:
   if a.d>=a.w:raise g
   a.u=min(a.u,a.w)
  elif a.z is not None and r.perf_counter()>=a.z:raise g
  if a.interrupted is not None and a.interrupted():raise g
ka=.55;v=-2
def la():b=os.environ.get('ARENA_NODES');return a(b)if b else None
def w(a):return[''.join(a[b]for a in reversed(a))for b in b(9)]
def ma(d,j,g=None):
 a=d.turn_index
 if a<0 or a%2!=j:return 0,f'turnIndex: {a} is not player {j}\'s turn'
 if g is not None and a!=g.turn_index+2:return 0,f'turnIndex: {a} after {g.turn_index}'
 k=na(d.board_rows,a)
 if k:return k
 i=w(d.board_rows);l=[a for a in b(9)if i[a][-1]==e];m=l+([v]if a==1 else[])
 if not l or d.actions!=m:return 8,f'actions: expected {m}, got {d.actions}'
 f=d.opp_previous_action;r=9+c(d.actions);o=str(1-j);p=a>=2 and sum(a.count(n)for a in i)<(a+1)//2
 if a==0:h=f==-1
 elif a==2 and p:h=f==v
 else:
  h=0<=f<9 and i[f].rstrip(e)[-1:]==o
  if h and g is not None:
   q=oa(g,i,o,a==3 and p)
   if q is None:return 1,'boardRows: a chip of the previous turn is gone or changed'
   h=q==[f]
 if not h:return r,f'oppPreviousAction: {f} is not the opponent\'s last action'
def na(b,a):
 for l,d in i(b):
  if c(d)!=9 or d.strip('.01'):return 1+l,f'boardRows: expected {9} of \'.01\', got {d!r}'
 f=w(b)
 for m,o in i(f):
  g=o.rstrip(e)
  if e in g:return 8-c(g),f'boardRows: a chip floats in column {m}'
 h=sum(a.count(n)for a in f);j=sum(a.count('1')for a in f);p=(a+1)//2-h
 if j!=a//2 or p not in((0,1)if a>=2 else(0,)):return 1,f'boardRows: {h} 0s and {j} 1s at turnIndex {a}'
 k,q=F(b,n)
 if u(k)or u(k^q):return 1,'boardRows: four in a row already'
def oa(f,g,h,j):
 b=[]
 for k,(a,d)in i(zip(w(f.board_rows),g)):
  a=a.rstrip(e)
  if j:a=a.replace(n,'1')
  if not d.startswith(a):return
  b+=[k]*d.rstrip(e)[c(a):].count(h)
 return b
def L(i,j=None,d=None):
 c=R(j or q.stdin.buffer.readline)
 try:
  a=c.F()
  if sorted((a.my_id,a.opp_id))!=[0,1]:raise h(f'input line 1: myId oppId: expected 0 1 or 1 0, got {a.my_id} {a.opp_id}')
  k=str(a.my_id);e=1.;f=None
  while True:
   l=c.e+1;b=c.I();m=r.perf_counter();g=ma(b,a.my_id,f)
   if g:n,o=g;raise h(f'input line {l+n}: {o}')
   f=b
   def p(a=m):return r.perf_counter()-a
   t=i(k,b.turn_index,b.board_rows,b.actions,e,p);print(t,flush=True);e=.1
   if d is not None:d()
 except s:return
 except h as u:print(f'connect4: bad input, stopping: {u}',file=q.stderr)
def pa():
 gc.disable();f=la();a=ja();b=[]
 def d(i,j,k,m,n,g):
  h,e=F(k,i);b.clear();o=a.d;c,p=aa(h,e,v in m,a,n*ka-g(),f);print(f'turn {j}: {c} depth {p} nodes {a.d-o} ms {g()*1000:.1f}',file=q.stderr);d=(0,e)if c==I else V(h,e,c)
  if d[1]!=l and not u(d[0]^d[1]):b.append(d)
  return c
 c=O(f)
 if c is None:L(d);return
 def e():
  if b:a.B(*b[0],time_budget=1.,interrupted=c.K)
 L(d,c.readline,e)
pa()

# connect4: built by arena-bundler from 12 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.pipe_input sources.readers sources.readers.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 414cca47fa598cb2
i=enumerate;e=range;c=len;f='.';n=b'\n';z=4294967296;A=ValueError;B=Exception;C=16777216;q='0';from collections import namedtuple as D;import gc,os,sys as r,time as s,select;T=1<<16
class U:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while n not in a.buffer:
   c=os.read(a.fd,T)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(n);return b+n
 def waiting(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def V(a):
 if a is not None:return
 try:return U(r.stdin.fileno())
 except(AttributeError,A,OSError):return
class t(B):0
class j(A):0
W=D('Init','my_id opp_id');X=D('Turn','turn_index board_rows num_valid_actions actions opp_previous_action')
class Y:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise t(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',n):raise t(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise j(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return j(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  d=a.split()
  if c(d)!=b:raise e.fail(f,f'{b} fields',a)
  return d
 def to_int(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.fail(e,f'a word of at most {b} characters',a)
  return a
 def read_init(a):b=a.split(a.next_line(),2,'myId oppId');c=a.to_int(b[0],'myId');d=a.to_int(b[1],'oppId');return W(c,d)
 def read_turn(a):c=a.to_int(a.next_line(),'turnIndex');d=[a.word(a.next_line(),9,'boardRows')for _ in e(7)];b=a.to_int(a.next_line(),'numValidActions');f=[a.to_int(a.next_line(),'actions')for _ in e(b)];g=a.to_int(a.next_line(),'oppPreviousAction');return X(c,d,b,f,g)
g=7;b=9;a=g+1;Z=g*b;u=4,3,5,2,6,1,7,0,8
def E(b,c):return 1<<b*a+c
aa=1,256,65536,C,z,1099511627776,281474976710656,72057594037927936,0x10000000000000000;k=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;o=0x10101010101010101;l=0x7f7f7f7f7f7f7f7f7f;ba=0x808080808080808080;F=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def ca(b,a,c):return b^a,a|a+aa[c]
def p(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(l^d)
def v(b):
 for c in 1,a,a-1,a+1:
  d=b&b>>c
  if d&d>>2*c:return True
 return False
def G(f):
 c=0
 for d in e(b):g=f>>d*a&k[0];c|=g<<(b-1-d)*a
 return c
def y(a,b):return a+b
def H(h,j):
 a=b=0
 for k,l in i(h):
  c=g-1-k
  for d,e in i(l):
   if e!=f:
    b|=E(d,c)
    if e==j:a|=E(d,c)
 return a,b
def da(b):return(b.bit_length()-1)//a
I=11,-2,-4,-8,-6,-8,-4,-2,11;J={1:5,4:4,256:3,258:3,513:4,1024:5,65536:3,65538:4,66048:5,131073:4,131328:5,262144:5,C:3,16777218:3,16777728:5,16908288:5,33554433:4,33554688:5,33554689:5,33555200:5,33619968:3,33620224:3,67108864:3,67109120:3,100728833:5,100729088:5,100859904:3,167837696:3,201326593:5,201326848:5,201326849:5,201327360:3,201392128:2,201392384:3,335544320:5,335544576:5,z:4,4294967298:3,4294967808:4,4295098368:4,4328521728:4,4328521984:4,4395696128:2,4496293888:4,4496294144:3,8589934593:3,8589934848:5,8589935107:3,8589935617:4,8590000128:4,8590000641:4,8590065667:3,8590065921:5,8590196737:3,8606711808:4,8606712321:3,8606842881:4,17179869184:4,17179869697:3,17180000257:3,21474836993:5,21474837504:5,21474902528:5,21474967553:5,21474967808:5,21475098624:5,21491614208:5,21491744768:4,21508390913:3,21508391168:4,21508391169:3,21508391680:4,21508456448:3,21508456704:4,21541945344:4,21541945600:4,25769869313:3,25769869568:4,25770000384:5,25786580993:4,25786581248:2,25786646528:2,25820135424:4,38654706176:4,38654836736:4,38688260096:4,38688260352:3,42949738496:5,42966450176:3,51539607553:2,51539607808:5,51539673088:4,51556384768:3,85899345920:3,1099511627778:5,1099511628288:3,1099511758848:3,1099545182208:3,1099545182464:6,1099545182721:3,1099545183232:2,1099545248256:3,1099545313281:3,1099545313536:3,1099545444352:1,1099578737152:2,1099578867712:1,1099612291073:3,1099612291328:3,1099612356608:5,1099679399936:2,1099712954368:5,1099712954624:3,1103840150016:3,1103840280576:2,1103907258368:5,1108101562881:2,1108101693441:1,1120986464768:3,1120986595328:6,1121020018688:3,1121020018944:3,1125281431553:2,1125281431808:4,1125281497088:6,1125298208768:3,2199023255553:6,2199023255555:6,2199023255808:4,2199023255809:5,2199023256577:6,2199023257600:5,2199023321088:5,2199023321089:5,2199023321601:6,2199023322112:4,2199023386881:4,2199023387392:4,2199023452672:6,2199023517697:4,2199023517952:4,2199023779840:5,2199040032769:7,2199040033281:5,2199040033792:5,2199040098816:5,2199040163841:5,2199040164096:3,2199040294912:3,2199056810753:4,2199056811776:1,2199056876288:6,2199073587712:6,2199073718272:6,2199090365184:4,2203318222849:5,2203318223872:4,2203318288896:4,2203318354176:4,2203318484992:5,2203335000576:3,2203335131136:3,2203351778048:4,2220498092033:5,2220498092288:5,2220498157568:4,3298568438272:2,3298568568832:1,3298635546624:2,4398046511105:5,4398046512128:5,4398046577152:5,4398046642432:4,4398046773248:5,4398063288832:3,4398063419392:2,4398080066304:4,6597069832193:7,6597069832448:3,6597069963264:6,6597086543873:7,6597086544128:4,6597086609408:1,6601364799488:3,0xa0000010000:6,0xc0000000001:3,0xc0000000003:3,0xc0000000100:3,0xc0000000101:3,0xc0000010000:6,0xc0000010001:7,0xc0001000001:5,0xc0100000001:4,21990232555521:6,281474976710658:5,281474976711168:3,281474976841728:3,281475010265344:6,281475010265601:4,281475010266112:2,281475010331136:3,281475010396161:4,281475010396416:5,281475010527232:4,281475043820032:2,281475043950592:4,281475077373953:4,281475077374208:3,281475077439488:3,281475178037504:3,281479305232896:3,281479305363456:2,281483566645761:3,281483566776321:3,281496451547648:3,281496451678208:5,281496485101824:3,281500746514433:3,281500746514688:3,281500746579968:3,282574521893376:2,282574522023936:1,283673999966209:5,283673999967232:5,283674000032256:2,283674000097536:3,283674000228352:3,283674016743936:3,283674016874496:3,283674033521408:5,288072046477313:5,288072046477568:3,294669116243969:5,562949953421313:5,562949953421568:5,562971428257793:5,562971428258048:5,564049498603521:5,564049498603776:3,564049498603777:5,564049498604288:3,564049498669312:3,564049532158208:5,564053793571072:5,565148976677121:4,565148976677632:4,565148976742401:4,565148976742656:4,565148976873472:4,565148993454081:7,565148993454336:7,565153271644416:5,566248521859328:5,567347999932672:4,844424963686912:2,0x4000002000001:4,0x4000002000100:3,0x4010002000100:6,0x4020000000100:4,0x5000002000101:7,0x5000002000300:5,0x5000002010100:3,0x5000004000100:6,0x5000102000100:4,0x5010002000100:7,0x9000002000100:3,72057594037927938:5,72057594037928448:5,72057594071482624:5,72057594071613441:4,72057594071613696:5,72057594239254784:5,72057602627863041:3,72057602627993601:3,72057615512764928:5,72057615546319104:4,72058693583110656:2,72059793061183489:3,72059793061184001:5,72059793061184512:3,72059793061249536:5,72059793061314816:4,72059793061511169:5,72059793061511424:3,72059793077961216:5,72059793078091777:3,72059793078092032:3,72059793094738688:4,72059797356151296:4,72059814536019969:4,72061992084439552:3,72070788177461249:3,72339069048193536:2,72341268037894656:5,72620544024903681:4,0x200000000000001:5,0x200000002000101:5,0x200000002000300:5,0x200000500000001:5,0x200010002000001:5,0x200020000010001:6,0x200020001000001:6,0x201000002000001:3,0x300020002000001:4,0x400000002000001:4,0x10000000000000002:3,0x10000000002000001:4,0x1000000000c000001:5,0x10000000200000201:3,0x10000000200020001:3};K='STEAL'
def ea(c,d):
 a=J.get(y(c,d))
 if a is not None:return a
 a=J.get(y(G(c),G(d)));return None if a is None else b-1-a
def fa(a,b=I):return b[a]<0
def ga(a=I):return min(e(b),key=lambda c:(abs(a[c]),abs(c-4)))
def ha(c,a,e,d,time_budget,f):
 if a==0:return ga(),0
 if e and fa(da(a)):return K,0
 b=ea(c,a)
 if b is not None:return b,0
 b,_=d.best_move(c,a,time_budget,f);return b,d.depth_reached
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
d=100000;m=d-1000;N,O,P=0,1,2;Q=16;oa=400000;pa=3
class h(B):0
def qa(a,b):
 if a>m:return a+b
 if a<-m:return a-b
 return a
def ra(a,b):
 if a>m:return a-b
 if a<-m:return a+b
 return a
def R(f,g,h,i):
 a=[]
 for b in u:
  d=h&k[b]
  if d:e=p(f|d,g|d);a.append((b!=i,-e.bit_count(),c(a),b,e))
 a.sort();return[(a[3],a[4])for a in a]
def sa(d,b):
 a=[c for c in u if d&k[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class ta:
 def __init__(a):a.table={};a.nodes=0;a.node_limit=None;a.deadline=None;a.next_check=0;a.interrupted=None;a.depth_reached=0;a.iteration_scores=[]
 def best_move(a,g,f,time_budget=None,i=None,interrupted=None):
  a.interrupted=interrupted;r=s.perf_counter();a.node_limit=None if i is None else a.nodes+i;a.deadline=None if time_budget is None or i is not None else r+time_budget;a.next_check=a.nodes+Q
  if c(a.table)>oa:a.table.clear()
  t=Z-f.bit_count();a.depth_reached=0;a.iteration_scores=[];v=f+o&l;n=p(g,f)&v
  if n:return next(c for c in u if n&k[c]),d-1
  b=a.root_columns(g,f,None)[0][0],0
  for q in e(1,t+1):
   try:b=a.search_root(g,f,q,b[0])
   except h as j:
    if j.args and j.args[0]is not None:b=j.args[0]
    break
   a.depth_reached=q;a.iteration_scores.append(b[1])
   if abs(b[1])>m:break
  return b
 def root_columns(i,c,a,f):d=a+o&l;e=p(c^a,a);b=e&d or d;g=b&~(e>>1);h=R(c,a,g or b,f);return[a for a,_ in h],b
 def search_root(e,j,f,g,n):
  o,p=e.root_columns(j,f,n);a,l=-d,d;c=None
  for m in o:
   q=p&k[m];i=j^f,f|q
   try:
    if c is None:b=-e.negamax(*i,g-1,-l,-a,1)
    else:
     b=-e.negamax(*i,g-1,-a-1,-a,1)
     if b>a:b=-e.negamax(*i,g-1,-l,-a,1)
   except h:raise h(c)
   if c is None or b>a:c=m,b;a=max(a,b)
  return c
 def negamax(f,q,h,r,b,g,e,m=None,s=None):
  f.nodes+=1
  if f.nodes>=f.next_check:f.check_budget()
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
  if r<=0 and not B:return na(q,u,h,s,m)
  if g>d-e-3:
   g=d-e-3
   if b>=g:return g
  C=y(q,h);D=f.table.get(C);z=None
  if D is not None:
   J,j,K,z=D
   if J>=r:
    a=ra(K,e)
    if j==N:return a
    if j==O and a>=g:return a
    if j==P and a<=b:return a
  L=b;v=r if B else r-1;n=-d;w=None
  if v>0:E=R(q,h,c,z)
  else:E=sa(c,z)
  for M,(F,x)in i(E):
   G=c&k[F];H=h|G;I=u,H,v;A=m&~G
   if w is not None:
    a=b+1
    if M>=pa and v>=2 and not x:a=-f.negamax(u,H,v-1,-b-1,-b,e+1,x,A)
    if a>b:a=-f.negamax(*I,-b-1,-b,e+1,x,A)
   if w is None or b<a<g:a=-f.negamax(*I,-g,-b,e+1,x,A)
   if a>n:
    n=a;w=F
    if a>b:
     b=a
     if b>=g:break
  if n<=L:j=P
  elif n>=g:j=O
  else:j=N
  f.table[C]=r,j,qa(n,e),w;return n
 def check_budget(a):
  a.next_check=a.nodes+Q
  if a.node_limit is not None:
   if a.nodes>=a.node_limit:raise h
   a.next_check=min(a.next_check,a.node_limit)
  elif a.deadline is not None and s.perf_counter()>=a.deadline:raise h
  if a.interrupted is not None and a.interrupted():raise h
ua=1.;va=.1;wa=.55;w=-2;xa=1.
def ya():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def x(a):return[''.join(a[b]for a in reversed(a))for b in e(b)]
def za(d,l,i=None):
 a=d.turn_index
 if a<0 or a%2!=l:return 0,f'turnIndex: {a} is not player {l}\'s turn'
 if i is not None and a!=i.turn_index+2:return 0,f'turnIndex: {a} after {i.turn_index}'
 m=Aa(d.board_rows,a)
 if m:return m
 k=x(d.board_rows);n=[a for a in e(b)if k[a][-1]==f];o=n+([w]if a==1 else[])
 if not n or d.actions!=o:return 1+g,f'actions: expected {o}, got {d.actions}'
 h=d.opp_previous_action;t=2+g+c(d.actions);p=str(1-l);r=a>=2 and sum(a.count(q)for a in k)<(a+1)//2
 if a==0:j=h==-1
 elif a==2 and r:j=h==w
 else:
  j=0<=h<b and k[h].rstrip(f)[-1:]==p
  if j and i is not None:
   s=Ba(i,k,p,a==3 and r)
   if s is None:return 1,'boardRows: a chip of the previous turn is gone or changed'
   j=s==[h]
 if not j:return t,f'oppPreviousAction: {h} is not the opponent\'s last action'
def Aa(d,a):
 for n,e in i(d):
  if c(e)!=b or e.strip('.01'):return 1+n,f'boardRows: expected {b} of \'.01\', got {e!r}'
 h=x(d)
 for o,p in i(h):
  j=p.rstrip(f)
  if f in j:return 1+g-c(j),f'boardRows: a chip floats in column {o}'
 k=sum(a.count(q)for a in h);l=sum(a.count('1')for a in h);r=(a+1)//2-k
 if l!=a//2 or r not in((0,1)if a>=2 else(0,)):return 1,f'boardRows: {k} 0s and {l} 1s at turnIndex {a}'
 m,s=H(d,q)
 if v(m)or v(m^s):return 1,'boardRows: four in a row already'
def Ba(e,g,h,j):
 b=[]
 for k,(a,d)in i(zip(x(e.board_rows),g)):
  a=a.rstrip(f)
  if j:a=a.replace(q,'1')
  if not d.startswith(a):return
  b+=[k]*d.rstrip(f)[c(a):].count(h)
 return b
def S(h,i=None,d=None):
 c=Y(i or r.stdin.buffer.readline)
 try:
  a=c.read_init()
  if sorted((a.my_id,a.opp_id))!=[0,1]:raise j(f'input line 1: myId oppId: expected 0 1 or 1 0, got {a.my_id} {a.opp_id}')
  k=str(a.my_id);e=ua;f=None
  while True:
   l=c.line_number+1;b=c.read_turn();m=s.perf_counter();g=za(b,a.my_id,f)
   if g:n,o=g;raise j(f'input line {l+n}: {o}')
   f=b
   def p(a=m):return s.perf_counter()-a
   q=h(k,b.turn_index,b.board_rows,b.actions,e,p);print(q,flush=True);e=va
   if d is not None:d()
 except t:return
 except j as u:print(f'connect4: bad input, stopping: {u}',file=r.stderr)
def Ca():
 gc.disable();f=ya();a=ta();b=[]
 def d(i,j,k,m,n,g):
  h,e=H(k,i);b.clear();o=a.nodes;c,p=ha(h,e,w in m,a,n*wa-g(),f);print(f'turn {j}: {c} depth {p} nodes {a.nodes-o} ms {g()*1000:.1f}',file=r.stderr);d=(0,e)if c==K else ca(h,e,c)
  if d[1]!=l and not v(d[0]^d[1]):b.append(d)
  return c
 c=V(f)
 if c is None:S(d);return
 def e():
  if b:a.best_move(*b[0],time_budget=xa,interrupted=c.waiting)
 S(d,c.readline,e)
Ca()

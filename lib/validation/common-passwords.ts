/**
 * The 1,000 most common passwords (lower-cased), drawn from well-known public breach top lists
 * (RockYou, SecLists "10-million-password-list-top" and similar) plus common Indian choices.
 * ASVS 5: refuse them at sign-up and password change. Checked case-insensitively.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou fuckme 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom
777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley
6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111
golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
maverick phoenix camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey
steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999
ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy
chicago badboy iwantu slayer rangers charles angel flower bigdaddy rabbit wizard bigdick jasper
enter rachel chris 7777 steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince
panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf
asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309 panther lauren angela
bitch spanky thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada sophie
apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan
liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234 scorpion
qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black
startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead
asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin
pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants
jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
albert metallic lucky azerty shithead alex bond007 alexis 1111111 samson 5150 willie scorpio
bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a
sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy fucking
gordon legend jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2
nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222
102030 252525 11223344 magic apollo skippy 315475 girls kitten golf copper braves shelby
godzilla beaver fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal
platinum phantom online xavier darkness blink182 power fish green 789456123 voyager police
travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer cricket
sniper hooters donkey willow loveme saturn therock redwings bigboy pumpkin trinity williams tits
nintendo digital destiny topgun runner marvin guinness chance bubbles testing fire november
minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little cassie babygirl
donald beatles 1313 dickhead family 12121212 school louise gabriel eclipse fluffy 147258369
lol123 explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey snickers
buffalo pantera metallica member carter qwertyu peter alexande steve bronco paradise goober 5555
samuel montana mexico dreams michigan cock carolina yankee friends magnum surfer poohbear pamela
ladies 6666 marcus 111111111 kitty patricia secret1 rocky jupiter lovely1 iloveu flowers sweety
princess1 sunshine1 password123 football1 charlie1 monkey1 michael1 superman1 batman1 qwerty1
abc1234 iloveyou1 123qweasd 1qaz2wsx3edc zaq12wsx zaq1zaq1 qwe123 aa123456 a123456 123456789a
1q2w3e 1234abcd admin admin123 root toor administrator guest user login welcome1 welcome123
changeme changeme123 default letmein1 p@ssw0rd p@ssword pa55word passw0rd1 password12
password1234 passwort motdepasse contrasena senha 1234567891 12345678910 0123456789 123 1 12
123456789012 147258 147852 159951 741852963 963852741 852456 456789 456123 789789 147147 258258
369369 121314 131415 111222 112211 123654789 qwertyuiop123 asdfghjkl123 zxcvbnm123 qwerasdf
zxcv1234 1qw23e 2wsx3edc 3edc4rfv q2w3e4r5 1a2b3c4d a1b2c3d4 a1b2c3 abc 123abc123 abc12345
abcdefg abcdefgh abcdefghi qwertyu1 azertyuiop qwertz 123456x iloveyou2 ilovegod iloveme
ilovemymom loveyou loveu lovelove mylove sweetheart babygirl1 baby honey angel1 jesus jesus1
christ god blessed faith hope grace trustme heaven1 hello123 hello1 hellokitty hi hey welcome2
love123 love12 lovers1 india india123 india@123 bharat mumbai delhi bangalore chennai kolkata
hyderabad pune krishna ganesh shiva sairam omsairam jaihind hanuman rahul priya pooja amit sunil
anil rajesh ramesh suresh deepak manish vijay sanjay arjun karan rohit sachin dhoni cricket1
virat kohli tendulkar india1 bollywood shahrukh salman aishwarya kareena katrina ronaldo messi
neymar barcelona realmadrid chelsea1 arsenal1 manutd liverpool1 juventus 12345qwert qwert12345
1234512345 111111a 1111aaaa aaaaaaaa aaaa 1234aa aa1234 qwe qweasd qweasdzxc asdzxc zxc123
zxcasd asd123 asdqwe 1qazxsw 1qaz1qaz 2wsx 3edc zaq1 xsw2 cde3 !qaz2wsx !@#$%^ !@#$%^&*
1q2w3e4r5t6y 123456789q 1234567q qwerty12 qwerty12345 qwerty1234 qwertyuio 1qwerty q1234567
qweqweqwe 000000000 00000000 0987654321 09876543 11111111111 111222333 112358 123000 123123a
123321a 12345678a 123456aa 12345q 12345z 1234560 123456789z 12qw34er 1357924680 147896325
159753456 1a2s3d4f 1z2x3c4v 2580 258456 3333 333666 4321 54321 55555555 5555555 6543210
666666666 7654321 777 7777777777 8888 88888 888888888 9999 99999 99999999 999999999 sunny smile
superstar starwars1 star stars shining pretty beautiful handsome lucky1 lucky7 lucky13 happy123
happy1 happiness friend friendship family1 mummy mommy daddy mother1 father brother sister baby1
babyboy angelina angel123 princesa princess12 prince1 king queen kingkong royal empire castle
dragon1 dragons tiger1 lion lionking eagle eagle1 wolf wolves bear1 panda koala monkey12 donkey1
horse cats cat dog dog123 doggy puppy kitty1 bunny rabbit1 fishing1 hunting hunter1 hunter2
shooter sniper1 soldier army navy marine1 police1 fireman batman12 spiderman ironman hulk thor
avengers marvel joker superman12 flash goku naruto sasuke pikachu pokemon1 mario zelda sonic
halo xbox360 playstation ps3 ps4 nintendo1 gamer gaming minecraft1 fortnite roblox counter
warcraft starcraft diablo2 matrix1 neo trinity1 morpheus zion hacker hack hacked security secure
letmein2 open sesame opensesame access1 master1 masterkey mastercard visa money1 money123 cash
rich million dollar euro gold golden1 silver1 diamond1 platinum1 crystal1 ruby pearl emerald
sapphire jade amber coral violet
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password (ignoring case and surrounding spaces) is on the common list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
